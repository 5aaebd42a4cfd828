/**
 * Which operation a request runs is graphql-js's choice on every path (gateway/src/operation-selection.ts): a name
 * the document lacks, or no name for a document of several operations, answers 400 BAD_REQUEST with graphql-js's
 * sentence, runs nothing and logs no error — over POST and GET, by text and by trusted-document hash, over graphql-ws,
 * with a session and without, through a gateway with the fast paths (docs/scale-contract.md section 4) and one
 * without. Before, the compiled executor ran the document's only operation (a role created, a session ended) and
 * Apollo then answered HTTP 500. Each gateway is a process of its own: the switch is one per process.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import persistedDocuments from "../../web/src/gql/persisted-documents.json";
import { startGatewayProcess, type GatewayProcess } from "../resilience/support/gateway-process";
import { liveClient } from "../support/live-client";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

const SESSION_SECRET = "operation-selection-test-secret-".padEnd(48, "x");

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The console's trusted document of that operation, and its hash. */
function consoleDocument(operation: string): { text: string; hash: string } {
  const text = Object.values(persistedDocuments).find((document) =>
    new RegExp(`mutation ${operation}\\b`).test(document),
  );
  if (!text) throw new Error(`no console document ${operation}`);
  return { text, hash: sha256(text) };
}

const UNKNOWN = 'Unknown operation named "N".';
const UNNAMED = "Must provide operation name if query contains multiple operations.";

/** Role names a request below would have created, had it run: none may exist at the end. */
const attemptedRoles: string[] = [];
function roleName(): string {
  const name = `op57 ${attemptedRoles.length} ${Date.now()}`;
  attemptedRoles.push(name);
  return name;
}

/** One request: the document, the name it sends (none: left out), its variables. */
interface Attempt {
  what: string;
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  message: string;
}

/** Every document that must run nothing: writes, a logout, a plain query; an unknown name and no name for two. */
function attempts(): Attempt[] {
  return [
    {
      what: "createRole under an unknown name",
      query: `mutation M { createRole(input: { name: "${roleName()}" }) { id } }`,
      operationName: "N",
      message: UNKNOWN,
    },
    {
      what: "createRole with variables under an unknown name",
      query: "mutation M($input: RoleInput!) { createRole(input: $input) { id } }",
      operationName: "N",
      variables: { input: { name: roleName() } },
      message: UNKNOWN,
    },
    { what: "logout under an unknown name", query: "mutation M { logout }", operationName: "N", message: UNKNOWN },
    { what: "a query under an unknown name", query: "query A { __typename }", operationName: "N", message: UNKNOWN },
    {
      what: "createRole and logout, no name",
      query: `mutation M { createRole(input: { name: "${roleName()}" }) { id } } mutation L { logout }`,
      message: UNNAMED,
    },
    { what: "two queries, no name", query: "query A { __typename } query B { __typename }", message: UNNAMED },
  ];
}

type Side = "on" | "off";

let vendorApi: TestVendorApi;
const gateways = {} as Record<Side, GatewayProcess>;
const tokens = {} as Record<Side, string>;

// Each process compiles the gateway's TypeScript as it starts (tsx), some 20 s on a busy machine.
beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  [gateways.on, gateways.off] = await Promise.all(
    (["on", "off"] as const).map((fastPaths) =>
      startGatewayProcess(vendorApi.url, {
        GATEWAY_FAST_PATHS: fastPaths,
        NODE_ENV: "production",
        SESSION_SECRET,
        LOG_LEVEL: "info",
      }),
    ),
  );
  for (const side of ["on", "off"] as const) tokens[side] = await loginAs(gateways[side].url, "admin", "admin123");
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(gateways).map((gateway) => gateway?.stop()));
  await vendorApi?.close();
});

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function post(side: Side, body: object, token?: string): Promise<Answer> {
  const response = await fetch(`${gateways[side].url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function get(side: Side, attempt: Attempt, token?: string): Promise<Answer> {
  const params = new URLSearchParams({ query: attempt.query, variables: JSON.stringify(attempt.variables ?? {}) });
  if (attempt.operationName !== undefined) params.set("operationName", attempt.operationName);
  const response = await fetch(`${gateways[side].url}/graphql?${params}`, {
    // Apollo's CSRF prevention runs a GET only with a header a browser's simple request cannot send.
    headers: { "apollo-require-preflight": "true", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

function expectRefused(answer: Answer, message: string) {
  expect(answer).toEqual({ status: 400, body: { errors: [{ message, extensions: { code: "BAD_REQUEST" } }] } });
}

describe.each(["on", "off"] as const)("GATEWAY_FAST_PATHS=%s", (side) => {
  const withToken = (token: boolean) => (token ? tokens[side] : undefined);

  describe.each([
    ["with a session", true],
    ["without a token", false],
  ])("%s", (_who, token) => {
    it.each(attempts())("POST: $what answers 400 BAD_REQUEST", async (attempt) => {
      const { what: _what, message, ...body } = attempt;
      expectRefused(await post(side, body, withToken(token)), message);
    });

    it.each(attempts())("GET: $what answers 400 BAD_REQUEST", async (attempt) => {
      expectRefused(await get(side, attempt, withToken(token)), attempt.message);
    });

    it.each([
      ["CreateRole", () => ({ input: { name: roleName() } })],
      ["LogoutUser", () => ({})],
    ] as const)(
      "a trusted document by hash, %s, under an unknown name answers 400 BAD_REQUEST",
      async (operation, variables) => {
        const { hash } = consoleDocument(operation);
        const answer = await post(
          side,
          {
            operationName: "N",
            variables: variables(),
            extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
          },
          withToken(token),
        );
        expectRefused(answer, UNKNOWN);
      },
    );
  });

  describe("over graphql-ws", () => {
    it.each([
      ["a subscription under an unknown name", "subscription S { orderChanged { id } }", "N", UNKNOWN],
      ["logout under an unknown name", "mutation M { logout }", "N", UNKNOWN],
      [
        "two subscriptions, no name",
        "subscription S { orderChanged { id } } subscription T { refundOrderChanged { id } }",
        undefined,
        UNNAMED,
      ],
    ])("%s is refused with BAD_REQUEST", async (_what, query, operationName, message) => {
      const live = liveClient(gateways[side].url, tokens[side]);
      try {
        const refused = await new Promise<unknown>((resolve) => {
          live.client.subscribe({ query, operationName }, { next: resolve, error: resolve, complete: () => undefined });
        });
        expect(refused).toEqual([{ message, extensions: { code: "BAD_REQUEST" } }]);
      } finally {
        await live.close();
      }
    });
  });

  it("ran nothing: the session still works and logged no error", async () => {
    const me = await gql(gateways[side].url, "{ me { user { username } } }", {}, tokens[side]);
    expect(me.errors).toBeUndefined();
    expect(me.data).toEqual({ me: { user: { username: "admin" } } });
    expect(gateways[side].output()).not.toMatch(/"level":50|unexpected error|did not resolve an operation/);
  });
});

describe("what the refused requests would have written", () => {
  it("the same documents under their own names create the role and end the session", async () => {
    // The refusals above are of documents that do write: run as named, each does.
    const name = `op57 control ${Date.now()}`;
    const created = await post(
      "on",
      { query: `mutation M { createRole(input: { name: "${name}" }) { id } }`, operationName: "M" },
      tokens.on,
    );
    expect(created.body.errors).toBeUndefined();
    const session = await loginAs(gateways.on.url, "admin", "admin123");
    const loggedOut = await post("on", { query: "mutation M { logout }", operationName: "M" }, session);
    expect(loggedOut.body).toEqual({ data: { logout: true } });
    const after = await gql(gateways.on.url, "{ me { user { username } } }", {}, session);
    expect(after.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("no role of a refused request exists", async () => {
    const roles = await gql<{ roles: { items: Array<{ name: string }> } }>(
      gateways.off.url,
      "{ roles(page: { number: 1, size: 100 }) { items { name } } }",
      {},
      tokens.off,
    );
    expect(roles.errors).toBeUndefined();
    const names = roles.data!.roles.items.map((role) => role.name);
    expect(names.filter((name) => name.startsWith("op57 control "))).toHaveLength(1);
    expect(attemptedRoles.length).toBeGreaterThan(0);
    expect(names.filter((name) => attemptedRoles.includes(name))).toEqual([]);
  });
});
