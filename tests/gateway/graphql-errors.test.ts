/**
 * What a client sees for a refused document and for a vendor API system error, over HTTP, in development and in
 * production. A fake vendor API answers the session calls and the system error (the reference one cannot be made to
 * fail); documents that never reach a resolver need no vendor API at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_LIMITS } from "../../gateway/src/graphql-server";
import { startGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import { envelope, fakeLoginResult, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";

const loginResult = fakeLoginResult();
/** A system error whose text a careless vendor API filled with its internals. */
const LEAKY_TEXT = "SQL failed at /srv/vendor/db.js:42: UPDATE users SET password_hash='$scrypt$abc' WHERE id=1";

let upstream: FakeUpstream;
const gateways: Record<"development" | "production", { url: string; close(): Promise<void> }> = {} as never;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.routes.set("/vendor/account/login", (_req, res) => envelope(res, 0, "success", loginResult));
  upstream.routes.set("/vendor/account/permission/load", (_req, res) => envelope(res, 0, "success", []));
  upstream.routes.set("/dictionary/items", (_req, res) =>
    envelope(res, 10000, LEAKY_TEXT, null, { "x-trace-id": "trace-7" }),
  );
  for (const nodeEnv of ["development", "production"] as const) {
    gateways[nodeEnv] = await startGateway({
      port: 0,
      host: "127.0.0.1",
      vendorApiUrl: upstream.url,
      nodeEnv,
      sessionSecret: "s".repeat(40),
      logLevel: "silent",
    });
  }
});
afterAll(async () => {
  for (const gateway of Object.values(gateways)) await gateway?.close();
  await upstream?.close();
});

describe.each(["development", "production"] as const)("refused documents (%s)", (nodeEnv) => {
  it("a syntax error is GRAPHQL_PARSE_FAILED with HTTP 400", async () => {
    const result = await gql(gateways[nodeEnv].url, "{ serverInfo { version ");
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error: Expected Name, found <EOF>/),
      extensions: { code: "GRAPHQL_PARSE_FAILED" },
    });
  });

  it("a document over the token limit is GRAPHQL_PARSE_FAILED with HTTP 400", async () => {
    const fields = "serverInfo { version } ".repeat(Math.ceil(QUERY_LIMITS.maxTokens / 4));
    const result = await gql(gateways[nodeEnv].url, `{ ${fields} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error: Document contains more tha[nt] 2000 tokens/),
      extensions: { code: "GRAPHQL_PARSE_FAILED" },
    });
  });

  it("a subscription over HTTP is a validation error with HTTP 400 (it is served over WebSocket)", async () => {
    const result = await gql(gateways[nodeEnv].url, "subscription { orderChanged { id } }");
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: "Subscriptions are served over WebSocket (graphql-transport-ws) on /graphql, not over HTTP.",
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
  });
  it.each([
    ["names no operation", undefined, "Must provide operation name if query contains multiple operations."],
    ["names an operation the document lacks", "Missing", 'Unknown operation named "Missing".'],
  ])("a document of two operations that %s is BAD_REQUEST with HTTP 400", async (_, operationName, message) => {
    const response = await fetch(`${gateways[nodeEnv].url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query A { serverInfo { version } } query B { serverInfo { environment } }",
        operationName,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ message, extensions: { code: "BAD_REQUEST" } }] });
  });
});

describe("vendor API system errors and suggestions in production", () => {
  it("says only the catalogue's text and the trace id", async () => {
    const token = await loginAs(gateways.production.url, "admin", "admin123");
    const result = await gql(gateways.production.url, "{ regions { id } }", {}, token);
    expect(result.errors).toEqual([
      {
        message: "System error",
        locations: [{ line: 1, column: 3 }],
        path: ["regions"],
        extensions: { code: "UPSTREAM_SYSTEM_ERROR", upstreamCode: 10000, traceId: "trace-7" },
      },
    ]);
  });

  it("outside production the vendor API's text stays, for debugging", async () => {
    const token = await loginAs(gateways.development.url, "admin", "admin123");
    const result = await gql(gateways.development.url, "{ regions { id } }", {}, token);
    expect(result.errors?.[0]).toMatchObject({
      message: LEAKY_TEXT,
      extensions: { code: "UPSTREAM_SYSTEM_ERROR", traceId: "trace-7" },
    });
  });

  it("a variable's coercion error suggests no enum value", async () => {
    const query = "query($state: TripState) { trips(filter: { state: $state }) { total } }";
    const production = await gql(gateways.production.url, query, { state: "PUBLISH" });
    expect(production.errors?.[0]).toMatchObject({
      message: 'Variable "$state" got an invalid value.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    const development = await gql(gateways.development.url, query, { state: "PUBLISH" });
    expect(development.errors?.[0].message).toMatch(/Did you mean the enum value "PUBLISHED"\?$/);
  });

  it.each(["development", "production"] as const)(
    "a value of the wrong type is never echoed, a secret's included (%s)",
    async (nodeEnv) => {
      const token = await loginAs(gateways[nodeEnv].url, "admin", "admin123");
      const result = await gql(
        gateways[nodeEnv].url,
        "mutation($input: CreditCardConfigInput!) { saveCreditCardConfig(input: $input) { version } }",
        { input: { gatewayType: "API_LOGIN", transactionKey: 98765432 } },
        token,
      );
      expect(JSON.stringify(result.errors)).not.toContain("98765432");
      expect(result.errors?.[0]).toMatchObject({
        message: 'Variable "$input" got an invalid value at "input.transactionKey".',
        extensions: { code: "BAD_USER_INPUT", fields: [{ field: "input.transactionKey", rule: "value" }] },
      });
    },
  );
});

describe.each(["development", "production"] as const)("variables graphql-js cannot coerce (%s)", (nodeEnv) => {
  it("name the value's path in extensions.fields, like every other BAD_USER_INPUT", async () => {
    const url = gateways[nodeEnv].url;
    const tooBig = await gql(url, "query($page: PageInput) { trips(page: $page) { total } }", {
      page: { number: 99999999999, size: 5 },
    });
    expect(tooBig.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [{ field: "page.number", rule: "value", params: {}, message: "Invalid value" }],
    });

    const wrongEnum = await gql(url, "query($state: TripState) { trips(filter: { state: $state }) { total } }", {
      state: "PUBLISH",
    });
    expect(wrongEnum.errors?.[0].extensions?.fields).toEqual([
      { field: "state", rule: "value", params: {}, message: "Invalid value" },
    ]);

    const missing = await gql(url, "query($id: ID!) { trip(id: $id) { id } }", {});
    expect(missing.errors?.[0].extensions?.fields).toEqual([
      { field: "id", rule: "required", params: {}, message: expect.any(String) },
    ]);
  });
});
