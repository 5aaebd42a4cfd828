/**
 * The gateway's performance tricks on private internals of pinned libraries, behind one switch: GATEWAY_FAST_PATHS
 * (docs/scale-contract.md section 4 says what each buys and what it relies on). Each is used here alone, and off each
 * gives way to its library's public API, so turning them off is always safe: the next upgrade of graphql-jit, Apollo
 * Server, negotiator, type-graphql, pino or zod can break a trick, never the gateway run without them. Two shortcuts
 * of the gateway's own code take the same switch where they live: the order list asking for only the selected rows'
 * members (`readOrders`) and each module's loaders made on first read (`createRequestLoaders`).
 */
import type { GatewayInterface } from "@apollo/server-gateway-interface";
import type { GraphQLSchema } from "graphql";
import type { z } from "zod";
import { readFastPaths } from "../config";
import { compiledExecution } from "./compiled-execution";
import { acceptsAsIs } from "./in-place-check";
import { withPlainFieldsAsProperties } from "./plain-fields";
import { rememberApolloNegotiation } from "./remembered-negotiation";
import { requestChildLogger } from "./request-logger";

let switchedOn: boolean | undefined;

/**
 * Whether this process takes the fast paths. One value per process, from its environment: the in-place check runs in
 * every module's `expectResult`, where no gateway's config reaches. Read at first use, after `loadConfig` has refused
 * a wrong value with the other problems.
 */
export function fastPaths(): boolean {
  return (switchedOn ??= readFastPaths(process.env));
}

/**
 * Apollo's way of running `schema`: compiled documents (graphql-jit) with its content negotiation remembered, or
 * Apollo's own graphql-js execution and negotiation.
 */
export function apolloExecution(schema: GraphQLSchema): { gateway: GatewayInterface } | { schema: GraphQLSchema } {
  if (!fastPaths()) return { schema };
  rememberApolloNegotiation();
  return { gateway: compiledExecution(schema) };
}

/** Fastify's `childLoggerFactory` for the requests' loggers, or none (Fastify's own, pino's child) without the fast paths. */
export function requestLoggerFactory(): typeof requestChildLogger | undefined {
  return fastPaths() ? requestChildLogger : undefined;
}

/** Runs a synchronous type-graphql schema build, plain fields read as properties, or with the metadata as declared. */
export function buildWithPlainFields<T>(build: () => T): T {
  return fastPaths() ? withPlainFieldsAsProperties(build) : build();
}

/** Whether `value` can stand for zod's copy of it; when not, or without the fast paths, zod parses it. */
export function passesAsIs<S extends z.ZodType>(schema: S, value: unknown): value is z.infer<S> {
  return fastPaths() && acceptsAsIs(schema)(value);
}
