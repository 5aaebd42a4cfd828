/**
 * Integrators' API tokens through the gateway against the real vendor API (docs/system-contract.md section 11):
 * `Authorization: Bearer vct_…` on /graphql and the exports, permissions from the token's roles, what only a person may
 * do refused, the per-token budget answered HTTP 429 with Retry-After, revocation refused on the next request. The
 * vendor API counts the same budget itself (issue 57): a request through the gateway counts once in each part.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type RunningGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

/** Small, so one test can spend a token's whole minute. */
const RATE_LIMIT = 6;

let vendorApi: TestVendorApi;
let gateway: RunningGateway;
let admin: string;
let salesRoleId: string;

const CREATE = /* GraphQL */ `
  mutation ($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
        prefix
        roles {
          name
        }
        createdBy
        expiresAt
        lastUsedAt
        lastUsedAddress
      }
    }
  }
`;
const ORDERS = `{ orders(page: { number: 1, size: 1 }) { total } }`;

beforeAll(async () => {
  vendorApi = await startTestVendorApi({ apiTokenRateLimit: RATE_LIMIT });
  gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: vendorApi.url,
    logLevel: "silent",
    apiTokenRateLimit: RATE_LIMIT,
  });
  admin = await loginAs(gateway.url, "admin", "admin123");
  const roles = await gql(gateway.url, `{ assignableRoles { id name } }`, {}, admin);
  salesRoleId = roles.data!.assignableRoles.find((role: { name: string }) => role.name === "Sales agent").id;
});
afterAll(async () => {
  await gateway?.close();
  await vendorApi?.close();
});

async function createToken(name: string, roleIds = [salesRoleId]) {
  const created = await gql(gateway.url, CREATE, { input: { name, roleIds } }, admin);
  expect(created.errors).toBeUndefined();
  return created.data!.createApiToken as { token: string; apiToken: { id: string; prefix: string } };
}

describe("a token on /graphql", () => {
  it("queries with its roles' permissions, not its creator's, and cannot manage tokens or passwords", async () => {
    const { token, apiToken } = await createToken("Accounting");
    expect(token).toMatch(/^vct_/);
    expect(apiToken.prefix).toBe(token.slice(0, 12));

    const orders = await gql(gateway.url, ORDERS, {}, token);
    expect(orders.errors).toBeUndefined();
    expect(orders.data!.orders.total).toBeGreaterThan(0);
    const users = await gql(gateway.url, `{ users { total } }`, {}, token);
    expect(users.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN" });

    // Even a token holding every permission is refused what only a person may do.
    const all = await createToken(
      "Everything",
      (await gql(gateway.url, `{ assignableRoles { id } }`, {}, admin)).data!.assignableRoles.map(
        (role: { id: string }) => role.id,
      ),
    );
    for (const document of [
      `{ apiTokens { total } }`,
      `mutation { revokeApiToken(id: "${apiToken.id}") }`,
      `mutation { changePassword(password: "admin123", newPassword: "admin999") }`,
    ]) {
      const refused = await gql(gateway.url, document, {}, all.token);
      expect(refused.errors?.[0].extensions, document).toMatchObject({ code: "FORBIDDEN" });
    }
    const created = await gql(gateway.url, CREATE, { input: { name: "Child", roleIds: [salesRoleId] } }, all.token);
    expect(created.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", key: "session.personOnly" });

    const listed = await gql(gateway.url, `{ apiTokens { items { id lastUsedAt lastUsedAddress } } }`, {}, admin);
    expect(listed.data!.apiTokens.items.find((item: { id: string }) => item.id === apiToken.id)).toMatchObject({
      lastUsedAt: expect.any(String),
      lastUsedAddress: "127.0.0.1",
    });
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it("downloads an export with the token", async () => {
    const { token } = await createToken("Export job");
    const response = await fetch(`${gateway.url}/exports/orders.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    await response.arrayBuffer();
  });

  it("is refused on the request after it was revoked, and an unknown token is refused alike", async () => {
    const { token, apiToken } = await createToken("Revoked soon");
    expect((await gql(gateway.url, ORDERS, {}, token)).errors).toBeUndefined();
    const revoked = await gql(gateway.url, `mutation { revokeApiToken(id: "${apiToken.id}") }`, {}, admin);
    expect(revoked.data).toEqual({ revokeApiToken: true });
    expect((await gql(gateway.url, ORDERS, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const guessed = `${token.slice(0, -4)}AAAA`;
    expect((await gql(gateway.url, ORDERS, {}, guessed)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const again = await gql(gateway.url, `mutation { revokeApiToken(id: "${apiToken.id}") }`, {}, admin);
    expect(again.errors?.[0].extensions).toMatchObject({ upstreamCode: 20404 });
  });

  it("answers HTTP 429 with Retry-After and RATE_LIMITED over the token's budget, other tokens unaffected", async () => {
    const { token } = await createToken("Busy");
    for (let request = 0; request < RATE_LIMIT; request++) {
      expect((await gql(gateway.url, ORDERS, {}, token)).status).toBe(200);
    }
    const refused = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ORDERS }),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0].extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: retryAfter });

    const exported = await fetch(`${gateway.url}/exports/orders.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(429);
    expect(exported.headers.get("retry-after")).toBeTruthy();

    const other = await createToken("Quiet");
    expect((await gql(gateway.url, ORDERS, {}, other.token)).status).toBe(200);
    // A person's session has no such budget.
    expect((await gql(gateway.url, ORDERS, {}, admin)).status).toBe(200);
  });

  it("answers 429 too when the token's minute was spent at the vendor API directly", async () => {
    const { token } = await createToken("Also called directly");
    // The integrator calls the vendor API itself, where the same budget is counted (docs/system-contract.md section 11).
    for (let call = 0; call <= RATE_LIMIT; call++) {
      await fetch(`${vendorApi.url}/vendor/api-token/session?timestamp=${Date.now()}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
    }
    const refused = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ORDERS }),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0].extensions).toMatchObject({
      code: "RATE_LIMITED",
      upstreamCode: 21431,
      retryAfterSeconds: retryAfter,
    });
  });
});

describe("a token and its creator (issue 57)", () => {
  const CREATE_ROLE = `mutation ($name: String!) { createRole(input: { name: $name }) { id version } }`;
  const gqlOk = async (document: string, variables: Record<string, unknown>, token: string) => {
    const answer = await gql(gateway.url, document, variables, token);
    expect(answer.errors, document).toBeUndefined();
    return answer.data!;
  };

  it("loses on its next request what its creator lost, and stops once its creator is forbidden", async () => {
    const suffix = `${process.pid}${Date.now().toString(36)}`;
    const makers = (await gqlOk(CREATE_ROLE, { name: `Token makers ${suffix}` }, admin)).createRole as {
      id: string;
      version: number;
    };
    await gqlOk(
      `mutation ($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
        assignRoleResources(id: $id, version: $version, permissions: $permissions) { id }
      }`,
      {
        ...makers,
        permissions: [
          { type: "PAGE", url: "api_tokens" },
          { type: "CMD", url: "/api-token/add" },
        ],
      },
      admin,
    );
    const username = `maker${suffix}`;
    const user = (
      await gqlOk(
        `mutation ($input: CreateUserInput!) { createUser(input: $input) { id version } }`,
        {
          input: {
            username,
            firstName: "Tok",
            lastName: "Maker",
            password: "maker123",
            status: "ACTIVE",
            roleIds: [makers.id, salesRoleId],
          },
        },
        admin,
      )
    ).createUser as { id: string; version: number };
    const maker = await loginAs(gateway.url, username, "maker123");
    const { token } = (await gqlOk(CREATE, { input: { name: "Maker's", roleIds: [salesRoleId] } }, maker))
      .createApiToken as { token: string };
    expect((await gql(gateway.url, ORDERS, {}, token)).errors).toBeUndefined();

    // The creator keeps only the token makers' role: the token's own roles are unchanged, its orders are gone.
    const narrowed = await gqlOk(
      `mutation ($id: ID!, $version: Int!, $roleIds: [ID!]!) { assignUserRoles(id: $id, version: $version, roleIds: $roleIds) { version } }`,
      { id: user.id, version: user.version, roleIds: [makers.id] },
      admin,
    );
    expect((await gql(gateway.url, ORDERS, {}, token)).errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN" });
    const me = (await gqlOk(`{ me { permissions { url } } }`, {}, token)).me as { permissions: Array<{ url: string }> };
    expect(me.permissions.map((entry) => entry.url)).not.toContain("order_list");

    await gqlOk(
      `mutation ($id: ID!, $version: Int!, $input: UpdateUserInput!) { updateUser(id: $id, version: $version, input: $input) { status } }`,
      {
        id: user.id,
        version: narrowed.assignUserRoles.version,
        input: { firstName: "Tok", lastName: "Maker", status: "FORBIDDEN" },
      },
      admin,
    );
    expect((await gql(gateway.url, ORDERS, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
