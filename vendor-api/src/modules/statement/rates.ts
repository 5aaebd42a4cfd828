import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { statementRates, type StatementSnapshot } from "../../db/schema";
import { money } from "../../shared/money";

export type StatementRates = StatementSnapshot["rates"];

/** The platform's rates for a tenant without a row of its own (docs/money-contract.md section 3). */
export const DEFAULT_RATES: StatementRates = {
  cardRate: "0.0290",
  cardFixed: "0.30",
  commissionRate: "0.0500",
  chargebackFee: "15.00",
  subscriptionFee: "0.00",
};

export async function ratesOf(db: Db, tenantId: number): Promise<StatementRates> {
  const [row] = await db.select().from(statementRates).where(eq(statementRates.tenantId, tenantId));
  if (!row) return DEFAULT_RATES;
  return {
    cardRate: row.cardRate,
    cardFixed: money(row.cardFixed),
    commissionRate: row.commissionRate,
    chargebackFee: money(row.chargebackFee),
    subscriptionFee: money(row.subscriptionFee),
  };
}
