import { and, eq, isNotNull } from "drizzle-orm";
import { TWO_FACTOR_GUARDED_PERMISSIONS } from "#rules";
import type { Db } from "../../db/connect";
import { tenants, twoFactors } from "../../db/schema";
import { holdsAny } from "../../protocol/access-guard";

/**
 * Whether the user must set up a second factor before anything else (docs/system-contract.md section 1): their
 * tenant requires it of managers, they hold a guarded permission, and they have no confirmed second factor. Read at
 * every request, so granting a guarded role or turning the setting on applies at once.
 */
export async function mustEnrolTwoFactor(db: Db, userId: number, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: tenants.requireTwoFactorForManagers, enrolled: twoFactors.confirmedAt })
    .from(tenants)
    .leftJoin(twoFactors, and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt)))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (!row?.required || row.enrolled) return false;
  return holdsAny(db, userId, TWO_FACTOR_GUARDED_PERMISSIONS);
}
