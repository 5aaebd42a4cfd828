/**
 * Ending a person's sessions (docs/foundation-contract.md section 1): a logout everywhere, a new password, a forbidden
 * user, a second factor taken away. Beside the access epoch it moves, since the account, user and two-factor modules
 * all end sessions and none of them may import another for it.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../context";
import { sessions } from "../db/schema";
import { moveAccessEpoch } from "./access-epoch";

/** Call inside the transaction of the change that ends the sessions (`context.db` is its handle). */
export async function revokeUserSessions(context: AppContext, userId: number): Promise<number> {
  const revoked = await context.db
    .update(sessions)
    .set({ revokedAt: context.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, context.now())))
    .returning({ tenantId: sessions.tenantId });
  if (revoked.length > 0) await moveAccessEpoch(context.db, revoked[0].tenantId);
  return revoked.length;
}
