import { eq } from "drizzle-orm";
import { fail } from "#rules";
import type { AppContext } from "../../context";
import { tenants } from "../../db/schema";
import { moveAccessEpoch } from "../../protocol/access-epoch";
import { assertValid } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { diffChanges, recordAudit } from "../../audit-trail/record";
import { findTenant } from "../tenant/service";
import { confirmedTwoFactor } from "./second-factor";

export async function twoFactorPolicy(context: AppContext, tenantId: number) {
  const tenant = await findTenant(context.db, tenantId);
  return { requireForManagers: tenant.requireTwoFactorForManagers };
}

/**
 * Whether the tenant's managers must sign in with a second factor (docs/system-contract.md section 1). Turning it on
 * takes a caller who has one, so the setting never shuts its own author out of the screen they set it on.
 */
export async function saveTwoFactorPolicy(
  context: AppContext,
  session: OperatorSession,
  input: { requireForManagers: boolean },
) {
  if (input.requireForManagers && !(await confirmedTwoFactor(context, session.userId)))
    assertValid({ requireForManagers: fail("twoFactor.notEnabled") });
  return context.db.transaction(async (tx) => {
    const before = await findTenant(tx, session.tenantId);
    await tx
      .update(tenants)
      .set({ requireTwoFactorForManagers: input.requireForManagers })
      .where(eq(tenants.id, session.tenantId));
    await moveAccessEpoch(tx, session.tenantId);
    const changes = diffChanges(
      { requireTwoFactorForManagers: before.requireTwoFactorForManagers },
      { requireTwoFactorForManagers: input.requireForManagers },
    );
    if (changes.length > 0)
      await recordAudit(tx, {
        tenantId: session.tenantId,
        actor: session.username,
        area: "user",
        action: "twoFactorPolicy",
        targetId: null,
        targetName: null,
        changes,
      });
    return { requireForManagers: input.requireForManagers };
  });
}
