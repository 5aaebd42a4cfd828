import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "#rules";
import type { SessionPayload } from "../../auth/session-token";
import type { RestClient } from "../../rest/client";
import type { FindTenantResult } from "../tenant/tenant-configuration.mapper";
import { findTenant } from "../tenant/tenant.upstream";
import type { SessionUser } from "./session.type";

const id = z.union([z.string(), z.number()]).transform(String);
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null || value === "" ? null : String(value)));

/**
 * `POST /vendor/account/login` and `/vendor/account/auth/login` result (docs/foundation-contract.md section 1,
 * LoginResult): the protocol names only tenantId, username, id, operatorToken and tenantInitialized; the rest is
 * read when a vendor API sends it and filled in otherwise (`toSessionPayload`, `withTenantConfiguration`).
 */
export const loginResultSchema = z.object({
  tenantId: id,
  originalTenantId: id.optional(),
  username: z.string(),
  id,
  operatorToken: z.string().min(1),
  tenantInitialized: z.boolean().nullish(),
  mustChangePassword: z.boolean().nullish(),
  channelId: optionalId,
  timeZone: z.string().nullish(),
  expiresAt: z.union([z.string(), z.number()]).nullish(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What gets sealed into the bearer token. */
export function toSessionPayload(result: LoginResult): SessionPayload {
  const expiresAt = typeof result.expiresAt === "string" ? Date.parse(result.expiresAt) : (result.expiresAt ?? NaN);
  return {
    operatorToken: result.operatorToken,
    tenantId: result.tenantId,
    originalTenantId: result.originalTenantId ?? result.tenantId,
    userId: result.id,
    username: result.username,
    channelId: result.channelId,
    timeZone: result.timeZone ?? null,
    tenantInitialized: result.tenantInitialized ?? false,
    mustChangePassword: result.mustChangePassword ?? false,
    // No expiry (the protocol names none) or an unreadable one: 12 hours, the documented default session length.
    // Should the vendor API end the session sooner, its 21430 logs the user out all the same.
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + 12 * 60 * 60_000,
  };
}

/** The console is the tenant's web channel, as our vendor API reports at login. */
const CONSOLE_CHANNEL_KEY = "web";

/**
 * Fills what the login answer left out from the tenant configuration: the web channel (else the first one) and the
 * tenant's time zone (else the default zone the console shows times in), so every later call carries both headers.
 */
export function withTenantConfiguration(session: SessionPayload, config: FindTenantResult): SessionPayload {
  const channels = config.channelList ?? [];
  const channel = channels.find((candidate) => candidate.key === CONSOLE_CHANNEL_KEY) ?? channels[0];
  return {
    ...session,
    channelId: session.channelId ?? channel?.id ?? null,
    timeZone: session.timeZone ?? config.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/**
 * The session sealed at login. The protocol's login answer names no channel and no time zone, which every later call
 * sends as headers; when they are missing, `/configuration/findtenant` is asked with the new session. Should that
 * fail the login fails with its error, rather than open a session whose calls would go without both headers.
 */
export async function toLoginSession(
  result: LoginResult,
  restFor: (session: SessionPayload) => RestClient,
): Promise<SessionPayload> {
  const session = toSessionPayload(result);
  if (session.channelId && session.timeZone) return session;
  return withTenantConfiguration(session, await findTenant(restFor(session)));
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
    mustChangePassword: session.mustChangePassword ?? false,
    // The super-admin check compares the original tenant id with a fixed tenant id (SUPER_ADMIN_TENANT_ID).
    isSuperAdmin: session.originalTenantId === superAdminTenantId,
  };
}
