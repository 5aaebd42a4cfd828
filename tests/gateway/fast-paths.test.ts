/**
 * GATEWAY_FAST_PATHS=off (gateway/src/performance/, docs/scale-contract.md section 4): a gateway that runs graphql-js,
 * type-graphql's metadata as declared and zod's parse answers the console's documents, a mutation and refusals as the
 * gateway with the fast paths does. The switch is one per process, so the gateway without them is a process of its own
 * (this file's own gateway has them unless the whole suite runs without them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, readFastPaths } from "../../gateway/src/config";
import { fastPaths } from "../../gateway/src/performance";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import persistedDocuments from "../../web/src/gql/persisted-documents.json";
import { startGatewayProcess, type GatewayProcess } from "../resilience/support/gateway-process";
import { validTripInput } from "./support/catalogue";
import { startCountingProxy, type CountingProxy } from "./support/counting-proxy";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

/** The console's document of that operation, as its manifest holds it. */
function consoleDocument(operation: string): string {
  const text = Object.values(persistedDocuments).find((document) =>
    new RegExp(`(query|mutation) ${operation}\\b`).test(document),
  );
  if (!text) throw new Error(`no console document ${operation}`);
  return text;
}

const TRIP_TAGS = /* GraphQL */ `
  query TripTags($page: PageInput) {
    trips(page: $page) {
      items {
        id
        tags {
          id
          name
        }
      }
    }
  }
`;

const SESSION_SECRET = "fast-paths-test-secret-".padEnd(48, "x");

let vendorApi: TestVendorApi;
let withFastPaths: RunningGateway;
let without: GatewayProcess;
/** What each gateway asks of the vendor API. */
const upstream = {} as Record<"with" | "without", CountingProxy>;
const tokens = { with: { admin: "", agent: "" }, without: { admin: "", agent: "" } };

// The process compiles the gateway's TypeScript as it starts (tsx), some 20 s on a busy machine: the hook's limit is
// that of a start.
beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  [upstream.with, upstream.without] = await Promise.all([
    startCountingProxy(vendorApi.url),
    startCountingProxy(vendorApi.url),
  ]);
  [withFastPaths, without] = await Promise.all([
    startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: upstream.with.url,
      nodeEnv: "production",
      sessionSecret: SESSION_SECRET,
      logLevel: "silent",
    }),
    startGatewayProcess(upstream.without.url, {
      GATEWAY_FAST_PATHS: "off",
      NODE_ENV: "production",
      SESSION_SECRET,
      LOG_LEVEL: "info",
    }),
  ]);
  for (const [side, url] of [
    ["with", withFastPaths.url],
    ["without", without.url],
  ] as const) {
    tokens[side].admin = await loginAs(url, "admin", "admin123");
    tokens[side].agent = await loginAs(url, "agent", "agent123");
  }
}, 180_000);

afterAll(async () => {
  await without?.stop();
  await withFastPaths?.close();
  await Promise.all(Object.values(upstream).map((proxy) => proxy.close()));
  await vendorApi?.close();
});

/** The same request to both gateways, each with its own session of that user. */
async function both(query: string, variables: Record<string, unknown> = {}, user: "admin" | "agent" = "admin") {
  return Promise.all([
    gql(withFastPaths.url, query, variables, tokens.with[user]),
    gql(without.url, query, variables, tokens.without[user]),
  ]);
}

describe("a gateway without the fast paths", () => {
  it("says so when it starts", () => {
    expect(without.output()).toMatch(/"fastPaths":false[^\n]*"gateway listening"/);
  });

  it.each([
    ["OrderList", consoleDocument("OrderList"), "orders"],
    ["TripList", consoleDocument("TripList"), "trips"],
    ["TagsList", consoleDocument("TagsList"), "tags"],
    ["trips with their tags", TRIP_TAGS, "trips"],
  ])("answers %s as the gateway with them", async (_name, query, list) => {
    const [fast, plain] = await both(query, { page: { number: 1, size: 20 } });
    expect(plain.errors).toBeUndefined();
    expect(plain.data![list].items.length).toBeGreaterThan(0);
    expect(plain).toEqual(fast);
  });

  it("asks for whole order rows, where the gateway with them names the members the page selects", async () => {
    upstream.with.reset();
    upstream.without.reset();
    await both(consoleDocument("OrderList"), { page: { number: 1, size: 5 } });
    const listBodies = (side: "with" | "without") =>
      upstream[side].calls
        .filter((call) => call.path === "/order/list")
        .map((call) => JSON.parse(call.body) as { fields?: string[] });
    const wholeRows = expect.not.objectContaining({ fields: expect.anything() });
    // This file's own gateway has the fast paths unless the whole suite runs without them (CI's Node 22 pass).
    const namedMembers = expect.objectContaining({ fields: expect.arrayContaining(["orderNumber"]) });
    expect(listBodies("with")).toEqual([fastPaths() ? namedMembers : wholeRows]);
    expect(listBodies("without")).toEqual([wholeRows]);
  });

  it("answers an order's detail as the gateway with them", async () => {
    const [list] = await both(consoleDocument("OrderList"), { page: { number: 1, size: 1 } });
    const id = list.data!.orders.items[0].id;
    const [fast, plain] = await both(consoleDocument("OrderDetail"), { id });
    expect(plain.data!.order).toMatchObject({ id });
    expect(plain).toEqual(fast);
  });

  it("creates a trip, which reads back the same through both", async () => {
    const input = validTripInput();
    const created = await gql(without.url, consoleDocument("CreateTrip"), { input }, tokens.without.admin);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createTrip).toMatchObject({ code: input.code, id: expect.any(String) });
    const [fast, plain] = await both(consoleDocument("TripForm"), { id: created.data!.createTrip.id });
    expect(plain.data!.trip).toMatchObject({ code: input.code, name: input.name, price: input.price });
    expect(plain).toEqual(fast);
  });

  it.each([
    ["a field the user may not read", consoleDocument("TripList"), {}, "agent", "FORBIDDEN"],
    [
      "a page number the rules refuse",
      consoleDocument("OrderList"),
      { page: { number: 0, size: 20 } },
      "admin",
      "BAD_USER_INPUT",
    ],
    [
      "a variable of the wrong type",
      consoleDocument("OrderList"),
      { page: { number: "one" } },
      "admin",
      "BAD_USER_INPUT",
    ],
    [
      "an order the vendor API does not know",
      consoleDocument("OrderDetail"),
      { id: "999999" },
      "admin",
      "UPSTREAM_ERROR",
    ],
  ] as const)("refuses %s as the gateway with them", async (_name, query, variables, user, code) => {
    const [fast, plain] = await both(query, variables, user);
    expect(plain.errors?.map((error) => error.extensions?.code)).toEqual([code]);
    expect(plain).toEqual(fast);
  });
});

describe("GATEWAY_FAST_PATHS", () => {
  it("is on unless off, and anything else stops the start among the other problems", () => {
    expect(readFastPaths({})).toBe(true);
    expect(readFastPaths({ GATEWAY_FAST_PATHS: " " })).toBe(true);
    expect(readFastPaths({ GATEWAY_FAST_PATHS: "on" })).toBe(true);
    expect(readFastPaths({ GATEWAY_FAST_PATHS: "off" })).toBe(false);
    expect(() => readFastPaths({ GATEWAY_FAST_PATHS: "false" })).toThrow(ConfigError);
    expect(() => loadConfig({ GATEWAY_FAST_PATHS: "false", PORT: "x" })).toThrow(
      /PORT: must be a port number from 0 to 65535[\s\S]*GATEWAY_FAST_PATHS: must be on or off/,
    );
  });
});
