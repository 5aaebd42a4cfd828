import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { throttled } from "../../security/login-throttle";
import { codeInput } from "../two-factor/schemas";
import { loginResultSchema, permissionSchema } from "./schemas";
import { changePassword, loadPermissions, login, loginWithAuthCode, revokeSession } from "./service";
import { completeTwoFactorLogin } from "./two-factor-login";

export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/login",
    auth: "public",
    tag: "account",
    summary:
      "Log in with user name and password (21001 wrong credentials, 21199 disabled account, 21429 too many failed " +
      "attempts: result.retryAfterSeconds)",
    body: z.object({ username: z.string(), password: z.string() }),
    result: loginResultSchema,
    handler: ({ body, request }) => login(context, body.username, body.password, request.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/auth/login",
    auth: "public",
    tag: "account",
    summary:
      "Log in with a one-time auth code (21002 unknown, used or expired, 21429 too many failed attempts: " +
      "result.retryAfterSeconds)",
    body: z.object({ authCode: z.string(), userName: z.string() }),
    result: loginResultSchema,
    handler: ({ body, request }) => loginWithAuthCode(context, body.authCode, body.userName, request.ip),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/logout",
    auth: "operator",
    access: "passwordChange",
    personOnly: true,
    tag: "account",
    summary: "End the current session; its token stops working",
    result: z.null(),
    handler: async ({ session }) => {
      await revokeSession(context, session);
      return null;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/permission/load",
    auth: "operator",
    access: "passwordChange",
    tag: "account",
    summary: "The page and cmd permissions of the session's user",
    readsAccess: true,
    result: z.array(permissionSchema),
    handler: ({ session }) => loadPermissions(context, session),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/change/password",
    auth: "operator",
    access: "passwordChange",
    personOnly: true,
    tag: "account",
    summary:
      "Change the own password (new one 6-12 characters, not the current one); every session of the user ends. A " +
      "wrong current password (21003) counts as a failed login of the user: 21429 past the login budgets",
    body: z.object({ password: z.string(), newPassword: z.string() }),
    result: z.null(),
    handler: async ({ body, session, request }) => {
      await changePassword(context, session, body, request.ip);
      return null;
    },
  });

  // The login's second step opens the session as the first does; the second factor itself is two-factor/'s.
  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/two-factor/login",
    auth: "public",
    tag: "two-factor",
    summary:
      "Complete a login that answered 21401 with its challenge and a code or recovery code (21004 wrong code, " +
      "21005 challenge unknown, used, expired or of another user, 21006 too many wrong codes)",
    body: z.object({
      username: z.string().describe("The user name the login was made with"),
      challenge: z.string().describe("The challenge of the 21401 answer"),
      code: codeInput.shape.code,
    }),
    result: loginResultSchema,
    // Under the login budgets too: a wrong code counts like a wrong password (docs/login-policy.md).
    handler: ({ body, request }) =>
      throttled(context.loginThrottle, body.username, request.ip, () => completeTwoFactorLogin(context, body)),
  });
}
