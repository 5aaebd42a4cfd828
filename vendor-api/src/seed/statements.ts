import type { Db } from "../db/connect";
import { statementRates } from "../db/schema";
import { monthsBetween } from "../modules/ledger/period";
import { payStatement, statementMonths } from "../modules/statement/service";

/** The 5th of the next month at 17:00 UTC (noon or 1 pm in New York, Demo Tours' time zone). */
function paidAtOf(month: string): Date {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year, monthNumber, 5, 17));
}

/** The month two months before `today`'s: the last one the platform has paid by then. */
function lastPaidMonth(today: Date): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  return month.toISOString().slice(0, 7);
}

/**
 * The platform's rates of the demo tenants, and Demo Tours' statements paid from its first sales up to two months
 * before `today` (docs/money-contract.md section 3), each paid as `pay-statement` pays one: its figures kept as they
 * were that day.
 */
export async function seedDemoStatements(db: Db, tenantIds: { demoTours: number; otherTours: number }, today: Date) {
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
  const span = await statementMonths(db, tenantIds.demoTours);
  const last = lastPaidMonth(today);
  if (!span || span.first > last) return;
  for (const month of monthsBetween(span.first, last)) {
    await payStatement(db, tenantIds.demoTours, month, paidAtOf(month));
  }
}
