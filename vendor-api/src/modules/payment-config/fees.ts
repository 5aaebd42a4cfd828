import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { bookingFeeConfigs, serviceFeeConfigs } from "../../db/schema";
import { assertValid, staleVersion } from "../../protocol/errors";
import { price, required, validateFields } from "../../protocol/rules";
import { updateVersioned } from "../../protocol/versioning";
import type { BookingFeeInput } from "./schemas";

type BookingFeeRow = typeof bookingFeeConfigs.$inferSelect;

const toBookingFee = (row: BookingFeeRow) => ({ type: row.type, amount: row.amount, version: row.version });

export async function findBookingFee(db: Db, tenantId: number) {
  const [row] = await db.select().from(bookingFeeConfigs).where(eq(bookingFeeConfigs.tenantId, tenantId)).limit(1);
  return row ? toBookingFee(row) : null;
}

/** Creates the tenant's booking fee on first save; afterwards every save names the version it read. */
export async function saveBookingFee(db: Db, tenantId: number, input: BookingFeeInput) {
  assertValid(validateFields({ amount: [input.amount, [required, price()]] }));
  const values = { type: input.type, amount: input.amount };
  const existing = await findBookingFee(db, tenantId);
  if (existing) {
    const scope = eq(bookingFeeConfigs.tenantId, tenantId);
    return toBookingFee(
      await updateVersioned(db, bookingFeeConfigs, scope, input.version, { ...values, updatedAt: new Date() }),
    );
  }
  if (input.version !== undefined) throw staleVersion();
  const [row] = await db
    .insert(bookingFeeConfigs)
    .values({ tenantId, ...values })
    .onConflictDoNothing({ target: bookingFeeConfigs.tenantId })
    .returning();
  if (!row) throw staleVersion();
  return toBookingFee(row);
}

/** Tenants without a negotiated service fee pay none. */
export async function findServiceFee(db: Db, tenantId: number) {
  const [row] = await db
    .select({ rate: serviceFeeConfigs.rate, fixed: serviceFeeConfigs.fixed })
    .from(serviceFeeConfigs)
    .where(eq(serviceFeeConfigs.tenantId, tenantId))
    .limit(1);
  return row ?? { rate: "0.0000", fixed: "0.00" };
}
