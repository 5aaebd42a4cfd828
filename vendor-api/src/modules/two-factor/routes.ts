import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineRoute } from "../../protocol/route";
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorStatus } from "./enrolment";
import { saveTwoFactorPolicy, twoFactorPolicy } from "./policy";
import { resetUserTwoFactor } from "./reset";
import { codeInput, enrolmentSchema, twoFactorPolicySchema, twoFactorStatusSchema } from "./schemas";

const TAG = "two-factor";

/** Two-factor sign-in (docs/system-contract.md section 1, docs/foundation-contract.md section 1). */
export function registerTwoFactorRoutes(app: FastifyInstance, context: AppContext): void {
  defineRoute(app, {
    method: "GET",
    url: "/vendor/account/two-factor",
    auth: "operator",
    // Part of reading who one is, which the console does before it offers a forced password change.
    access: "passwordChange",
    personOnly: true,
    tag: TAG,
    summary: "Whether the session's user has a second factor, must set one up, and how many recovery codes are left",
    result: twoFactorStatusSchema,
    handler: ({ session }) => twoFactorStatus(context, session),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/two-factor/enrol",
    auth: "operator",
    access: "twoFactorEnrolment",
    personOnly: true,
    tag: TAG,
    summary: "Start setting up a second factor: a new secret, pending until confirmed (replaces a pending one)",
    result: enrolmentSchema,
    handler: ({ session }) => startEnrolment(context, session),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/two-factor/confirm",
    auth: "operator",
    access: "twoFactorEnrolment",
    personOnly: true,
    tag: TAG,
    summary: "Turn the pending second factor on with a current code; answers the ten recovery codes, this once",
    body: codeInput,
    result: z.object({ recoveryCodes: z.array(z.string()) }),
    handler: ({ body, session }) => confirmEnrolment(context, session, body.code),
  });

  defineRoute(app, {
    method: "POST",
    url: "/vendor/account/two-factor/disable",
    auth: "operator",
    access: "session",
    personOnly: true,
    tag: TAG,
    summary: "Turn the own second factor off with a current code or a recovery code",
    body: codeInput,
    result: z.null(),
    handler: async ({ body, session }) => {
      await disableTwoFactor(context, session, body.code);
      return null;
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/user/two-factor/reset",
    auth: "operator",
    access: [{ cmd: "/user/edit" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Remove another user's second factor (not one's own, not a user holding more than the caller): their " +
      "sessions end; audited",
    body: z.object({ id: z.int() }),
    result: z.null(),
    handler: ({ body, session }) => resetUserTwoFactor(context, session, body.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/tenant/two-factor/policy",
    auth: "operator",
    access: [{ page: "user_list" }],
    tag: TAG,
    summary: "Whether the tenant requires a second factor of its managers",
    result: twoFactorPolicySchema,
    handler: ({ session }) => twoFactorPolicy(context, session.tenantId),
  });

  defineRoute(app, {
    method: "POST",
    url: "/tenant/two-factor/policy/save",
    auth: "operator",
    access: [{ cmd: "/user/edit" }],
    personOnly: true,
    tag: TAG,
    summary:
      "Require a second factor of the tenant's managers, or stop requiring it (turning it on takes one's own); audited",
    body: twoFactorPolicySchema,
    result: twoFactorPolicySchema,
    handler: ({ body, session }) => saveTwoFactorPolicy(context, session, body),
  });
}
