import type { Db } from "../db/connect";
import { statementPayouts, statementRates } from "../db/schema";
import { monthsBetween } from "../modules/ledger/period";

/** Demo Tours' statements the platform has paid: November 2024 (its first sales) through August 2025. */
const PAID_MONTHS = { first: "2024-11", last: "2025-08" };

/** The 5th of the next month at 17:00 UTC (noon or 1 pm in New York, Demo Tours' time zone). */
function paidAtOf(month: string): Date {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year, monthNumber, 5, 17));
}

/** The platform's rates of the demo tenants and Demo Tours' paid months (docs/money-contract.md section 3). */
export async function seedDemoStatements(db: Db, tenantIds: { demoTours: number; otherTours: number }) {
  await db.insert(statementRates).values([
    {
      tenantId: tenantIds.demoTours,
      cardRate: "0.0290",
      cardFixed: "0.30",
      commissionRate: "0.0500",
      chargebackFee: "15.00",
      subscriptionFee: "49.00",
    },
    {
      tenantId: tenantIds.otherTours,
      cardRate: "0.0250",
      cardFixed: "0.25",
      commissionRate: "0.0800",
      chargebackFee: "20.00",
      subscriptionFee: "0.00",
    },
  ]);
  await db.insert(statementPayouts).values(
    monthsBetween(PAID_MONTHS.first, PAID_MONTHS.last).map((month) => ({
      tenantId: tenantIds.demoTours,
      month,
      paidAt: paidAtOf(month),
    })),
  );
}
