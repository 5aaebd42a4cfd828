/**
 * @requiresPermission enforcement with real permissions from the reference vendor API. The foundation schema has no
 * permission-guarded field yet, so probe resolvers carry the directives; they run through the gateway's own schema
 * builder, access middleware and request context.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, type GraphQLSchema } from "graphql";
import { pino } from "pino";
import { Query, Resolver, buildSchema } from "type-graphql";
import type { FastifyBaseLogger } from "fastify";
import { RequiresPermission, accessDirectives, enforceAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema, resolvers } from "../../gateway/src/build-schema";
import { loadConfig } from "../../gateway/src/config";
import { createContext, type GatewayServices } from "../../gateway/src/context";
import { createServices } from "../../gateway/src/services";
import { startGateway } from "../../gateway/src/server";
import { loginAs } from "./support/graphql-client";
import { startCountingProxy, type CountingProxy } from "./support/counting-proxy";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

@Resolver()
class ProbeResolver {
  @Query(() => Boolean)
  @RequiresPermission({ page: "trip_list" })
  tripListProbe(): boolean {
    return true;
  }

  @Query(() => Boolean)
  @RequiresPermission({ page: "order_list" })
  orderListProbe(): boolean {
    return true;
  }

  @Query(() => Boolean)
  @RequiresPermission({ cmd: "/refund/add" })
  refundCmdProbe(): boolean {
    return true;
  }
}

@Resolver()
class UnguardedResolver {
  @Query(() => Boolean)
  naked(): boolean {
    return true;
  }
}

let vendorApi: TestVendorApi;
let proxy: CountingProxy;
let services: GatewayServices;
let schema: GraphQLSchema;
let gateway: { url: string; close(): Promise<void> };
const silent = pino({ level: "silent" });

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  proxy = await startCountingProxy(vendorApi.url);
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxy.url, logLevel: "silent" });
  services = createServices(loadConfig({}, { vendorApiUrl: proxy.url }), silent);
  schema = await buildGatewaySchema([...resolvers, ProbeResolver]);
});
afterAll(async () => {
  await services?.pools.close();
  await gateway?.close();
  await proxy?.close();
  await vendorApi?.close();
});

/** Runs a document the way the HTTP server would, with a context built from a bearer token. */
function run(source: string, token: string | undefined, onSchema = schema) {
  const contextValue = createContext(services, {
    requestId: "test",
    clientAddress: "127.0.0.1",
    authorization: token ? `Bearer ${token}` : undefined,
    log: silent as unknown as FastifyBaseLogger,
  });
  return graphql({ schema: onSchema, source, contextValue });
}

describe("@requiresPermission", () => {
  it("lets the admin through every guarded field", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    const result = await run("{ tripListProbe orderListProbe refundCmdProbe }", token);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ tripListProbe: true, orderListProbe: true, refundCmdProbe: true });
  });

  it("refuses the agent a page it lacks with FORBIDDEN, and allows its own pages and cmds", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    const denied = await run("{ tripListProbe }", token);
    expect(denied.errors?.[0].message).toBe("Insufficient permissions, please contact the administrator");
    expect(denied.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      requiredPermission: { type: "page", url: "trip_list" },
    });
    expect((await run("{ orderListProbe refundCmdProbe }", token)).data).toEqual({
      orderListProbe: true,
      refundCmdProbe: true,
    });
  });

  it("needs a session before it looks at permissions", async () => {
    expect((await run("{ orderListProbe }", undefined)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await run("{ orderListProbe }", "v1.garbage")).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("loads permissions once, shared by every field's check, and again after the tenant's users or sessions change", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    proxy.reset();
    // @requiresPermission (page and cmd) and @authenticated fields of one request: one load between them.
    const first = await run("{ orderListProbe refundCmdProbe regions { id } }", token);
    expect(first.errors).toBeUndefined();
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
    // Kept while nothing changes (docs/scale-contract.md section 5)…
    await run("{ orderListProbe }", token);
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
    // …until a change to the tenant's users, roles or sessions moves its epoch (the HTTP server's plugin does it after
    // such a mutation: tests/gateway/shared-state.test.ts).
    await services.sharedState.sessionEpochs.advance("1001");
    proxy.reset();
    await run("{ orderListProbe }", token);
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
  });

  it("maps an ended upstream session during the permission check to UNAUTHENTICATED 21430", async () => {
    const token = await loginAs(gateway.url, "other", "other123");
    await vendorApi.revokeSessions("other");
    const result = await run("{ orderListProbe }", token);
    expect(result.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21430 });
  });
});

describe("deny by default", () => {
  it("refuses to build a gateway schema with an unguarded root field", async () => {
    await expect(buildGatewaySchema([...resolvers, UnguardedResolver])).rejects.toThrow(/Query\.naked/);
  });

  it("refuses an unguarded root field at run time even if such a schema were built", async () => {
    const unchecked = await buildSchema({
      resolvers: [UnguardedResolver],
      directives: accessDirectives,
      globalMiddlewares: [enforceAccessRules],
      validate: false,
    });
    const token = await loginAs(gateway.url, "admin", "admin123");
    const result = await run("{ naked }", token, unchecked);
    expect(result.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
