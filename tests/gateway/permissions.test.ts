/**
 * @requiresPermission enforcement with real permissions from the reference vendor API. Probe resolvers carry the
 * directives: they answer without a vendor API call of their own, so only the gateway's check can refuse them (the
 * schema's fields are refused by the vendor API too: tests/gateway/authorization-matrix.test.ts). They run through the
 * gateway's own schema builder, access middleware, request context and permission cache.
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
import { gql, loginAs } from "./support/graphql-client";
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

const ROLE = "id version permissions { type url }";
const ASSIGN = `
  mutation Assign($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
    assignRoleResources(id: $id, version: $version, permissions: $permissions) { ${ROLE} }
  }
`;

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
async function run(source: string, token: string | undefined, onSchema = schema) {
  const contextValue = await createContext(services, {
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

  it("loads permissions once, shared by every field's check, and again after a change made beside the gateway", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    proxy.reset();
    // @requiresPermission (page and cmd) and @authenticated fields of one request: one load between them.
    const first = await run("{ orderListProbe refundCmdProbe regions { id } }", token);
    expect(first.errors).toBeUndefined();
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
    // Kept while the tenant's access epoch stands (docs/scale-contract.md section 5)…
    await run("{ orderListProbe }", token);
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
    // …until the vendor API reports a newer one: here another user's sessions end straight at the vendor API, which
    // this gateway (its own shared state, no Redis) hears from the tenant's next answer…
    await loginAs(gateway.url, "admin", "admin123");
    await vendorApi.revokeSessions("admin");
    expect((await run("{ me { user { username } } }", token)).errors).toBeUndefined();
    proxy.reset();
    // …so the request after it loads again.
    await run("{ orderListProbe }", token);
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
  });

  it("loads once for a burst of one session's requests that find nothing kept (a flash sale's clerks)", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    proxy.reset();
    const answers = await Promise.all(Array.from({ length: 20 }, () => run("{ orderListProbe }", token)));
    expect(answers.map((answer) => answer.data)).toEqual(Array(20).fill({ orderListProbe: true }));
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
    // The shared load is kept like any other: the next request loads nothing.
    await run("{ orderListProbe }", token);
    expect(proxy.count("/vendor/account/permission/load")).toBe(1);
  });

  it("takes a role edit made through another gateway on the request after the tenant's next answer", async () => {
    const admin = await loginAs(gateway.url, "admin", "admin123");
    const token = await loginAs(gateway.url, "agent", "agent123");
    expect((await run("{ orderListProbe }", token)).errors).toBeUndefined();
    const roles = await gql(
      gateway.url,
      `{ roles(filter: { name: "Sales agent" }, page: { number: 1, size: 10 }) { items { ${ROLE} } } }`,
      {},
      admin,
    );
    const role = (roles.data!.roles.items as Array<{ id: string; version: number; permissions: unknown[] }>)[0];
    const assign = (version: number, permissions: unknown[]) =>
      gql(gateway.url, ASSIGN, { id: role.id, version, permissions }, admin);
    // Made through the other gateway: the epoch its answer reports reaches that gateway's shared state only (no Redis
    // between them), so this one still holds the epoch its permissions were loaded at.
    const edited = await assign(
      role.version,
      role.permissions.filter((entry) => (entry as { url: string }).url !== "order_list"),
    );
    expect(edited.errors).toBeUndefined();
    try {
      // The vendor API's answer to the tenant's next call tells this gateway of the edit…
      expect((await run("{ me { user { username } } }", token)).errors).toBeUndefined();
      // …and the request after it is checked against the edited role.
      expect((await run("{ orderListProbe }", token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    } finally {
      expect((await assign(edited.data!.assignRoleResources.version, role.permissions)).errors).toBeUndefined();
    }
  });

  it("forgets an ended session's permissions as soon as the vendor API says it has ended", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    expect((await run("{ orderListProbe }", token)).errors).toBeUndefined();
    await vendorApi.revokeSessions("agent");
    // The ended session's own calls report no epoch; their refusal drops what was kept for it…
    const ended = await run("{ me { user { username } } }", token);
    expect(ended.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    // …so even a field the gateway answers alone asks again, and is refused.
    expect((await run("{ orderListProbe }", token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
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
