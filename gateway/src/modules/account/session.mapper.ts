import { z } from "zod";
import type { SessionPayload } from "../../auth/session-token";
import type { SessionUser } from "./session.type";

const id = z.union([z.string(), z.number()]).transform(String);
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null || value === "" ? null : String(value)));

/** `POST /vendor/account/login` and `/vendor/account/auth/login` result (contract section 1, LoginResult). */
export const loginResultSchema = z.object({
  tenantId: id,
  originalTenantId: id.optional(),
  username: z.string(),
  id,
  operatorToken: z.string().min(1),
  tenantInitialized: z.boolean().nullish(),
  channelId: optionalId,
  timeZone: z.string().nullish(),
  expiresAt: z.union([z.string(), z.number()]),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What gets sealed into the bearer token. */
export function toSessionPayload(result: LoginResult): SessionPayload {
  const expiresAt = typeof result.expiresAt === "number" ? result.expiresAt : Date.parse(result.expiresAt);
  return {
    operatorToken: result.operatorToken,
    tenantId: result.tenantId,
    originalTenantId: result.originalTenantId ?? result.tenantId,
    userId: result.id,
    username: result.username,
    channelId: result.channelId,
    timeZone: result.timeZone ?? null,
    tenantInitialized: result.tenantInitialized ?? false,
    // An unreadable expiry falls back to 12 hours, the vendor API's documented default session length.
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + 12 * 60 * 60_000,
  };
}

export function toSessionUser(
  session: SessionPayload,
  superAdminTenantId: string,
  initialized = session.tenantInitialized,
): SessionUser {
  return {
    id: session.userId,
    username: session.username,
    tenantId: session.tenantId,
    originalTenantId: session.originalTenantId,
    channelId: session.channelId,
    initialized,
    // The super-admin check compares the original tenant id with a fixed tenant id (SUPER_ADMIN_TENANT_ID).
    isSuperAdmin: session.originalTenantId === superAdminTenantId,
  };
}
