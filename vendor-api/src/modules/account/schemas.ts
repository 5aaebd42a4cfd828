import { z } from "zod";
import { isoDateTime, tenantSummarySchema } from "../tenant/schemas";

export const loginResultSchema = z.object({
  tenantId: z.int(),
  originalTenantId: z.int().describe("The user's home tenant; the super-admin check compares it"),
  username: z.string(),
  id: z.int().describe("User id"),
  operatorToken: z.string().describe("Send as header operatorToken on every later call"),
  tenantInitialized: z.boolean(),
  channelId: z.int().nullable().describe("The tenant's web channel"),
  timeZone: z.string(),
  expiresAt: isoDateTime(),
  tenant: tenantSummarySchema,
  mustChangePassword: z
    .boolean()
    .describe("The password was reset: the console offers only Change Password until the user has chosen one"),
  mustEnrolTwoFactor: z
    .boolean()
    .describe(
      "The tenant requires a second factor of this user, who has none: every route but the set-up answers 21427",
    ),
});

export const permissionSchema = z.object({
  type: z.enum(["page", "cmd"]),
  name: z.string().describe("English title of the page or action"),
  url: z.string().describe("Route key for a page, call path for a cmd"),
});

export type LoginResult = z.infer<typeof loginResultSchema>;
export type Permission = z.infer<typeof permissionSchema>;
