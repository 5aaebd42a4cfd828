import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { success } from "./envelope";

/** Who may call a route: a logged-in operator (the default of the protocol), anyone, or the vendor's own operator tooling. */
export type RouteAuth = "operator" | "public" | "admin";

export interface OperatorSession {
  sessionId: number;
  userId: number;
  tenantId: number;
  username: string;
}

declare module "fastify" {
  interface FastifyRequest {
    operatorSession?: OperatorSession;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

type ObjectSchema = z.ZodObject;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteDefinition<A extends RouteAuth, Q, B, R extends z.ZodType> {
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
  handler(input: {
    query: Infer<Q>;
    body: Infer<B>;
    session: A extends "operator" ? OperatorSession : undefined;
    request: FastifyRequest;
  }): Promise<z.infer<R>>;
}

export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: "draft-7", io });
  return jsonSchema;
}

const timestampQuery = z.object({
  timestamp: z.int().positive().describe("Client time in milliseconds; required on every call"),
});

const statusSchema = z.object({
  code: z.int(),
  msg: z.string(),
  key: z.string().optional().describe("A refusal's message key (docs/rules.md); clients word the message from it"),
  params: z
    .record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))
    .optional()
    .describe("The values the key's message needs"),
});

const securityByAuth: Record<RouteAuth, Array<Record<string, string[]>> | undefined> = {
  operator: [{ operatorToken: [] }],
  admin: [{ adminKey: [] }],
  public: undefined,
};

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
  const envelope = z.object({ status: statusSchema, result: definition.result });
  app.route({
    method: definition.method,
    url: definition.url,
    config: { auth: definition.auth, ownSizeFields: definition.ownSizeFields },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema: {
      tags: [definition.tag],
      summary: definition.summary,
      querystring: toJsonSchema(query, "input"),
      ...(definition.body ? { body: toJsonSchema(definition.body, "input") } : {}),
      ...(securityByAuth[definition.auth] ? { security: securityByAuth[definition.auth] } : {}),
      response: { 200: toJsonSchema(envelope, "output") },
    },
    handler: async (request) => {
      const result = await definition.handler({
        query: request.query as Infer<Q>,
        body: request.body as Infer<B>,
        session: request.operatorSession as A extends "operator" ? OperatorSession : undefined,
        request,
      });
      return success(definition.result.parse(result));
    },
  });
}
