import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { bookingFeeConfigs } from "../../db/schema";
import { assertValid, staleVersion } from "../../protocol/errors";
import { bookingFeeFailures } from "../../protocol/rules";
import { money } from "../../shared/money";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import { recordSave } from "../../audit-trail/record-save";
import { ratesOf } from "../statement/rates";
import type { BookingFeeInput } from "./schemas";

type BookingFeeRow = typeof bookingFeeConfigs.$inferSelect;

const toBookingFee = (row: BookingFeeRow) => ({
  type: row.type,
  mode: row.mode,
  amount: money(row.amount),
  version: row.version,
});

export async function findBookingFee(db: Db, tenantId: number) {
  const [row] = await db.select().from(bookingFeeConfigs).where(eq(bookingFeeConfigs.tenantId, tenantId)).limit(1);
  return row ? toBookingFee(row) : null;
}

/**
 * Creates the tenant's booking fee on first save; afterwards every save names the version it read. New orders carry
 * it from then on (docs/system-contract.md section 5); orders already made keep theirs.
 */
export async function saveBookingFee(db: Db, session: OperatorSession, input: BookingFeeInput) {
  const { tenantId } = session;
  const mode = input.mode ?? "fixed";
  assertValid(bookingFeeFailures({ ...input, mode }));
  const values = { type: input.type, mode, amount: input.amount.trim() };
  const existing = await findBookingFee(db, tenantId);
  if (!existing && input.version !== undefined) throw staleVersion();
  return db.transaction(async (tx) => {
    const [row] = existing
      ? [
          await updateVersioned(tx, bookingFeeConfigs, eq(bookingFeeConfigs.tenantId, tenantId), input.version, {
            ...values,
            updatedAt: new Date(),
          }),
        ]
      : await tx
          .insert(bookingFeeConfigs)
          .values({ tenantId, ...values })
          .onConflictDoNothing({ target: bookingFeeConfigs.tenantId })
          .returning();
    if (!row) throw staleVersion();
    const saved = toBookingFee(row);
    const audited = ({ type, mode, amount }: typeof saved) => ({ type, mode, amount });
    await recordSave(tx, session, {
      area: "bookingFee",
      targetId: null,
      targetName: null,
      before: existing ? audited(existing) : null,
      after: audited(saved),
    });
    return saved;
  });
}

/**
 * The platform's fees as the statements deduct them: the tenant's statement rates are their one definition
 * (docs/money-contract.md section 3), so the Booking Fee page and the statements cannot disagree.
 */
export async function findServiceFee(db: Db, tenantId: number) {
  const rates = await ratesOf(db, tenantId);
  return {
    rate: rates.cardRate,
    fixed: rates.cardFixed,
    commissionRate: rates.commissionRate,
    chargebackFee: rates.chargebackFee,
    subscriptionFee: rates.subscriptionFee,
  };
}
