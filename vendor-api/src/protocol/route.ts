import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PermissionRef } from "#rules";
import { Codes } from "./codes";
import { success } from "./envelope";
import { keepItemFields } from "./page";

/** Who may call a route: a logged-in operator (the default of the protocol), anyone, or the vendor's own operator tooling. */
export type RouteAuth = "operator" | "public" | "admin";

/**
 * What an operator route asks of the session besides being alive (docs/foundation-contract.md section 1). There is
 * no default: a route that names none is not registered.
 * - `session`: any session, unless its user must first change a password an administrator set or set up a second
 *   factor their tenant requires;
 * - `passwordChange`: any session, those too (signing in, reading who one is, logging out, changing the password);
 * - `twoFactorEnrolment`: any session but one bound to change its password first (setting up the second factor);
 * - a list of permissions from the catalogue: a session holding at least one of them.
 */
export type OperatorAccess =
  "session" | "passwordChange" | "twoFactorEnrolment" | readonly [PermissionRef, ...PermissionRef[]];

export interface OperatorSession {
  sessionId: number;
  userId: number;
  tenantId: number;
  username: string;
  mustChangePassword: boolean;
  /** The tenant requires a second factor of this user, who has none yet (docs/system-contract.md section 1). */
  mustEnrolTwoFactor: boolean;
  /**
   * Set when an integrator's API token calls (docs/system-contract.md section 11): its roles grant access, `userId` is
   * its creator's and `username` names the token.
   */
  apiTokenId?: number;
}

declare module "fastify" {
  interface FastifyRequest {
    operatorSession?: OperatorSession;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    access?: OperatorAccess;
    personOnly?: boolean;
  }
}

type ObjectSchema = z.ZodObject;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

interface RouteFields<A extends RouteAuth, Q, B, R extends z.ZodType> {
  method: "GET" | "POST";
  url: string;
  auth: A;
  tag: string;
  summary: string;
  query?: Q;
  body?: B;
  result: R;
  /** Largest accepted body in bytes (Fastify's default, 1 MiB, when absent). */
  bodyLimit?: number;
  /** Body fields whose size is a rule of their own (a file's bytes): not held to TEXT_MAX. */
  ownSizeFields?: readonly string[];
  /**
   * The handler's rules check the body's dates with the shared date rule together with its other fields (a save's
   * form: a trip, a coupon), so that every failure comes in one answer; the input rules leave the body's dates to them.
   */
  ownDateRules?: boolean;
  /**
   * Only a person's session may call it, never an API token (21405): signing in and out, passwords, second factors,
   * tokens, and who holds what (docs/system-contract.md section 11).
   */
  personOnly?: boolean;
  /**
   * A list whose body may name the item members to answer (`itemFieldsInput`, protocol/page.ts): the others are left
   * out of each item once the whole answer has passed the result schema.
   */
  sparseItems?: boolean;
  /** The route reports what the session may do: its answer carries the access epoch read before it (access-epoch.ts). */
  readsAccess?: boolean;
  handler(input: {
    query: Infer<Q>;
    body: Infer<B>;
    session: A extends "operator" ? OperatorSession : undefined;
    request: FastifyRequest;
  }): Promise<z.infer<R>>;
}

/** An operator route must say what it asks of the session; the other audiences carry their own credentials. */
export type RouteDefinition<A extends RouteAuth, Q, B, R extends z.ZodType> = RouteFields<A, Q, B, R> &
  (A extends "operator" ? { access: OperatorAccess } : { access?: never });

/** The route's access in words, for the OpenAPI document. */
function describeAccess(access: OperatorAccess): string {
  if (access === "session") return "Any session whose user need not change a forced password first.";
  if (access === "passwordChange") return "Any session, also one whose user must change a forced password first.";
  if (access === "twoFactorEnrolment")
    return "Any session whose user need not change a forced password first, also one bound to set up two-factor.";
  const names = access.map((ref) => ("page" in ref ? `page ${ref.page}` : `cmd ${ref.cmd}`));
  return `A session holding any of: ${names.join(", ")} (otherwise 21403).`;
}

export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: "draft-7", io });
  return jsonSchema;
}

/**
 * A route's schema for the OpenAPI document (openapi.ts). The records zod writes once under `definitions` (schemas
 * with an `id`) travel as `x-definitions`, which @fastify/swagger passes on where it drops `definitions`; a body that
 * is one record is written out beside them, as swagger drops whatever stands beside a top-level `$ref`.
 */
function documentedSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { definitions, ...written } = toJsonSchema(schema, io) as { definitions?: Record<string, unknown> };
  if (!definitions) return written;
  const ref = Object.keys(written).length === 1 && (written as { $ref?: unknown }).$ref;
  const top = typeof ref === "string" ? definitions[ref.slice("#/definitions/".length)] : written;
  return { ...(top as object), "x-definitions": definitions };
}

const timestampQuery = z.object({
  timestamp: z.int().positive().describe("Client time in milliseconds; required on every call"),
});

const statusSchema = z
  .object({
    code: z.int().describe(
      [
        "0 on success, else the business error:",
        ...Object.values(Codes)
          .filter((entry) => entry.code !== 0)
          .map((entry) => `- ${entry.code}: ${entry.msg}`),
      ].join("\n"),
    ),
    msg: z.string().describe("The code's text in English, for logs; a person reads the message of `key`"),
    key: z.string().optional().describe("A refusal's message key (docs/rules.md); clients word the message from it"),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))
      .optional()
      .describe("The values the key's message needs"),
  })
  .meta({
    id: "Status",
    description:
      "The status of every answer, all of them HTTP 200 (docs/foundation-contract.md section 1). When `code` is not 0 " +
      "the call changed nothing and `result` is null, or for 20001 `{fields: [{field, rule, params, message}]}`.",
  });

export const securityByAuth: Record<RouteAuth, Array<Record<string, string[]>>> = {
  // Both headers at once: the session's token and its tenant (session-hook.ts refuses a session without `tid`).
  operator: [{ operatorToken: [], tenantId: [] }],
  admin: [{ adminKey: [] }],
  // Signing in is how a session starts: nothing to present (an explicit empty list, as OpenAPI wants it said).
  public: [],
};

/**
 * A route's operationId: its path in camelCase (`/vendor/account/two-factor/login` → `vendorAccountTwoFactorLogin`).
 * The paths are the protocol's and never change, so neither do the names a generated client gives its methods
 * (docs/foundation-contract.md, "OpenAPI"); each path has one method, so the path alone is unique.
 */
export function operationIdOf(url: string): string {
  const [first = "", ...rest] = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const capitalized = (word: string, first: (letter: string) => string) => first(word.slice(0, 1)) + word.slice(1);
  return [
    capitalized(first, (letter) => letter.toLowerCase()),
    ...rest.map((word) => capitalized(word, (letter) => letter.toUpperCase())),
  ].join("");
}

/**
 * Registers one call of the protocol. The zod schemas are the single source for request validation (as JSON schema,
 * so failures answer 10001), the handler's types and the OpenAPI document; the handler's result is parsed with the
 * result schema, so nothing outside the documented shape (a stored secret, say) can reach a response.
 */
export function defineRoute<
  A extends RouteAuth,
  Q extends ObjectSchema | undefined,
  B extends ObjectSchema | undefined,
  R extends z.ZodType,
>(app: FastifyInstance, definition: RouteDefinition<A, Q, B, R>): void {
  const query = definition.query ? timestampQuery.extend(definition.query.shape) : timestampQuery;
  const access = definition.access as OperatorAccess | undefined;
  const documenting = app.hasDecorator("swagger");
  app.route({
    method: definition.method,
    url: definition.url,
    config: {
      auth: definition.auth,
      access,
      ownSizeFields: definition.ownSizeFields,
      ownDateRules: definition.ownDateRules,
      readsAccess: definition.readsAccess,
      personOnly: definition.personOnly,
    },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema: {
      tags: [definition.tag],
      summary: definition.summary,
      operationId: operationIdOf(definition.url),
      ...(access
        ? { description: describeAccess(access) + (definition.personOnly ? " Not with an API token (21405)." : "") }
        : {}),
      querystring: toJsonSchema(query, "input"),
      ...(definition.body
        ? { body: documenting ? documentedSchema(definition.body, "input") : toJsonSchema(definition.body, "input") }
        : {}),
      security: securityByAuth[definition.auth],
      // The answer's schema documents it (the app documents its routes only for the OpenAPI document); answers are
      // checked by parsing with the zod schema, below.
      ...(documenting
        ? {
            response: {
              200: {
                ...documentedSchema(z.object({ status: statusSchema, result: definition.result }), "output"),
                "x-response-description": "The envelope: `status.code` 0 and the result, or a business error (Status)",
              },
            },
          }
        : {}),
    },
    handler: async (request) => {
      const result = await definition.handler({
        query: request.query as Infer<Q>,
        body: request.body as Infer<B>,
        session: request.operatorSession as A extends "operator" ? OperatorSession : undefined,
        request,
      });
      const checked = definition.result.parse(result);
      if (!definition.sparseItems) return success(checked);
      return success(
        keepItemFields(
          checked as { list: Record<string, unknown>[] },
          (request.body as { fields?: readonly string[] }).fields,
        ),
      );
    },
  });
}
