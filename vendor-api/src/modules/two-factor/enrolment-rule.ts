import { and, eq, isNotNull } from "drizzle-orm";
import { TWO_FACTOR_GUARDED_PERMISSIONS } from "#rules";
import type { Db } from "../../db/connect";
import { tenants, twoFactors } from "../../db/schema";
import { holdsAny } from "../../protocol/access-guard";

/** The tenant's setting and whether the user has a confirmed second factor. */
export interface TwoFactorState {
  required: boolean;
  enrolled: boolean;
}

/**
 * Whether the user must set up a second factor before anything else (docs/system-contract.md section 1): their
 * tenant requires it of managers, they have no confirmed second factor, and they hold a guarded permission. Read at
 * every request, so granting a guarded role or turning the setting on applies at once; the permissions are read only
 * when the first two hold.
 */
export async function heldToEnrolment(db: Db, userId: number, state: TwoFactorState): Promise<boolean> {
  if (!state.required || state.enrolled) return false;
  return holdsAny(db, { userId }, TWO_FACTOR_GUARDED_PERMISSIONS);
}

/** `heldToEnrolment` for a user whose state is not read yet (at login). */
export async function mustEnrolTwoFactor(db: Db, userId: number, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: tenants.requireTwoFactorForManagers, enrolledAt: twoFactors.confirmedAt })
    .from(tenants)
    .leftJoin(twoFactors, and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt)))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return heldToEnrolment(db, userId, { required: row?.required ?? false, enrolled: Boolean(row?.enrolledAt) });
}
