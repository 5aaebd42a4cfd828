/**
 * The tenant's unpaid hold period (docs/system-contract.md section 5; docs/sales-contract.md, "Unpaid bookings"): how
 * many days an unpaid booking keeps its seats before the hold worker (order/hold-release.ts) releases them. Kept on
 * the tenant row, whose version guards it like every setting's.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { tenants } from "../../db/schema";
import { assertValid } from "../../protocol/errors";
import { unpaidHoldFailures } from "../../protocol/rules";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import { recordSave } from "../../audit-trail/record-save";
import { findTenant } from "../tenant/service";

const toUnpaidHold = (tenant: { unpaidHoldDays: number; version: number }) => ({
  unpaidHoldDays: tenant.unpaidHoldDays,
  version: tenant.version,
});

export async function findUnpaidHold(db: Db, tenantId: number) {
  return toUnpaidHold(await findTenant(db, tenantId));
}

/**
 * Saves the period under the version it was read with. Orders already unpaid follow the new period from the worker's
 * next run: the period counts from each order's creation, not from the save.
 */
export async function saveUnpaidHold(
  db: Db,
  session: OperatorSession,
  input: { unpaidHoldDays: number; version: number },
) {
  assertValid(unpaidHoldFailures(input));
  return db.transaction(async (tx) => {
    const before = await findTenant(tx, session.tenantId);
    const row = await updateVersioned(tx, tenants, eq(tenants.id, session.tenantId), input.version, {
      unpaidHoldDays: input.unpaidHoldDays,
    });
    await recordSave(tx, session, {
      area: "payment",
      targetId: null,
      targetName: null,
      before: { unpaidHoldDays: String(before.unpaidHoldDays) },
      after: { unpaidHoldDays: String(row.unpaidHoldDays) },
    });
    return toUnpaidHold(row);
  });
}
