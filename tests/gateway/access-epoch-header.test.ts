/**
 * The gateway tells an open console when its tenant's access changed (docs/system-contract.md section 6): every answer
 * to a request with a session carries `x-access-epoch`, the newest access epoch the request heard, so a grant or a
 * revocation reaches the console's menu with its next request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { gql, LOGIN, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

const ROLE = "id version permissions { type url }";
const ASSIGN = `
  mutation Assign($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
    assignRoleResources(id: $id, version: $version, permissions: $permissions) { ${ROLE} }
  }
`;

let vendorApi: TestVendorApi;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: vendorApi.url, logLevel: "silent" });
});
afterAll(async () => {
  await gateway?.close();
  await vendorApi?.close();
});

/** The answer's `x-access-epoch` (null when it has none) and its body. */
async function epochOf(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return { epoch: response.headers.get("x-access-epoch"), errors: body.errors };
}

describe("x-access-epoch", () => {
  it("is sent with a session's answers only", async () => {
    const token = await loginAs(gateway.url, "agent", "agent123");
    const signedIn = await epochOf("{ me { user { username } } }", token);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.epoch).toMatch(/^\d+$/);
    // No session, no tenant: the login itself and an anonymous request carry none.
    expect((await epochOf(LOGIN, undefined, { username: "agent", password: "agent123" })).epoch).toBeNull();
    expect((await epochOf("{ me { user { username } } }")).epoch).toBeNull();
  });

  it("moves on the agent's next request after the administrator edits the agent's role", async () => {
    const admin = await loginAs(gateway.url, "admin", "admin123");
    const agent = await loginAs(gateway.url, "agent", "agent123");
    const before = BigInt((await epochOf("{ me { user { username } } }", agent)).epoch!);
    const roles = await gql(
      gateway.url,
      `{ roles(filter: { name: "Sales agent" }, page: { number: 1, size: 10 }) { items { ${ROLE} } } }`,
      {},
      admin,
    );
    const role = (roles.data!.roles.items as Array<{ id: string; version: number; permissions: unknown[] }>)[0];
    const edited = await gql(
      gateway.url,
      ASSIGN,
      { id: role.id, version: role.version, permissions: [...role.permissions, { type: "PAGE", url: "trip_list" }] },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    // A field answered from the sealed session: the permission check's epoch is the one the edit's answer reported.
    const after = await epochOf("{ me { user { username } } }", agent);
    expect(after.errors).toBeUndefined();
    expect(BigInt(after.epoch!)).toBeGreaterThan(before);
    // Nothing moved since: the same epoch again.
    expect((await epochOf("{ me { user { username } } }", agent)).epoch).toBe(after.epoch);
  });

  it("reports a change made beside the gateway in the answer that first hears of it", async () => {
    const agent = await loginAs(gateway.url, "agent", "agent123");
    const before = BigInt((await epochOf("{ me { permissions { url } } }", agent)).epoch!);
    // Another user's sessions of the tenant ended straight at the vendor API: this gateway has not heard of it yet.
    await loginAs(gateway.url, "admin", "admin123");
    await vendorApi.revokeSessions("admin");
    // `me.permissions` asks the vendor API, whose answer reports the new epoch: this very answer says so.
    const after = await epochOf("{ me { permissions { url } } }", agent);
    expect(after.errors).toBeUndefined();
    expect(BigInt(after.epoch!)).toBeGreaterThan(before);
  });
});
