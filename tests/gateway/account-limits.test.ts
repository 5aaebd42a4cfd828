/**
 * What a stolen session can learn about its user's account through the gateway (issue 57): a password change is a
 * password guess, limited like a login (docs/login-policy.md), and `me.permissions` is the list the vendor API enforces,
 * even after a change made straight at it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { gql, loginAs, LOGIN, type GraphQLResponse } from "./support/graphql-client";
import { startCountingProxy, type CountingProxy } from "./support/counting-proxy";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

const CHANGE =
  "mutation($password: String!, $newPassword: String!) { changePassword(password: $password, newPassword: $newPassword) }";
const CHANGE_PATH = "/vendor/account/change/password";

let vendorApi: TestVendorApi;
let proxy: CountingProxy;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  vendorApi = await startTestVendorApi();
  proxy = await startCountingProxy(vendorApi.url);
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: proxy.url, logLevel: "silent" });
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await vendorApi?.close();
});

const change = (token: string, password: string, newPassword: string) =>
  gql(gateway.url, CHANGE, { password, newPassword }, token);

/** The error code of an answer, with the vendor API's code when it sent one: `UPSTREAM_ERROR 21003`. */
const outcome = ({ data, errors }: GraphQLResponse) => {
  if (!errors) return data ? "OK" : "nothing";
  const { code, upstreamCode } = errors[0].extensions ?? {};
  return upstreamCode === undefined ? String(code) : `${String(code)} ${String(upstreamCode)}`;
};

describe("changePassword guesses", () => {
  it("are failed logins of the user: 30 at once let 5 reach the vendor API, and the right one is then refused too", async () => {
    const token = await loginAs(gateway.url, "newvendor", "vendor123");
    proxy.reset();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(token, `guess-${i}`, "vendor456")));
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((each) => each === "UPSTREAM_ERROR 21003")).toHaveLength(5);
    // Refused by the gateway itself, as a login past its budget is: the vendor API never saw them.
    expect(outcomes.filter((each) => each === "RATE_LIMITED")).toHaveLength(25);
    expect(proxy.count(CHANGE_PATH)).toBe(5);
    const limited = answers.find((answer) => outcome(answer) === "RATE_LIMITED")!;
    expect(limited.errors?.[0]).toMatchObject({
      message: "Too many failed login attempts, please try again in 15 minutes.",
      extensions: { code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) },
    });
    // Until the window ends the right password is refused like the wrong ones, unchecked and unchanged…
    expect(outcome(await change(token, "vendor123", "vendor456"))).toBe("RATE_LIMITED");
    expect(proxy.count(CHANGE_PATH)).toBe(5);
    // …and the login form, from this address, is closed to the name as well: one budget.
    expect(outcome(await gql(gateway.url, LOGIN, { username: "newvendor", password: "vendor123" }))).toBe(
      "RATE_LIMITED",
    );
    // The session itself goes on: only guessing is stopped.
    expect(outcome(await gql(gateway.url, "{ me { user { username } } }", {}, token))).toBe("OK");
  });

  it("share one budget with wrong passwords at the login form", async () => {
    const token = await loginAs(gateway.url, "other", "other123");
    for (let i = 0; i < 3; i++)
      expect(outcome(await gql(gateway.url, LOGIN, { username: "other", password: `wrong-${i}` }))).toBe(
        "UPSTREAM_ERROR 21001",
      );
    expect(outcome(await change(token, "wrong-3", "other456"))).toBe("UPSTREAM_ERROR 21003");
    expect(outcome(await change(token, "wrong-4", "other456"))).toBe("UPSTREAM_ERROR 21003");
    expect(outcome(await change(token, "other123", "other456"))).toBe("RATE_LIMITED");
  });

  it("refuse a new password equal to the current one with a field error, before anything is checked or counted", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    proxy.reset();
    const same = await change(token, "admin123", "admin123");
    expect(same.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [
        {
          field: "newPassword",
          rule: "user.samePassword",
          params: {},
          message: "The new password must differ from the current one",
        },
      ],
    });
    expect(proxy.count(CHANGE_PATH)).toBe(0);
    // The password is unchanged and the session alive.
    expect(outcome(await gql(gateway.url, "{ me { user { username } } }", {}, token))).toBe("OK");
  });
});

/** An operator call straight to the vendor API, beside the gateway (its answers never reach the gateway). */
async function direct<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${vendorApi.url}${path}?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: { code: number; msg: string }; result: T };
  if (envelope.status.code !== 0) throw new Error(`${path}: ${envelope.status.code} ${envelope.status.msg}`);
  return envelope.result;
}

type Permission = { type: string; url: string };

describe("me.permissions", () => {
  it("shows a role change made straight at the vendor API on the next request", async () => {
    const admin = await direct<{ operatorToken: string; tenantId: number }>("/vendor/account/login", {
      username: "admin",
      password: "admin123",
    });
    const adminHeaders = { operatortoken: admin.operatorToken, tid: String(admin.tenantId) };
    const token = await loginAs(gateway.url, "agent", "agent123");
    const urls = async () => {
      const result = await gql(gateway.url, "{ me { permissions { type url } } }", {}, token);
      expect(result.errors).toBeUndefined();
      return (result.data!.me.permissions as Permission[]).map((permission) => permission.url);
    };
    expect(await urls()).toContain("order_list");
    // Kept by the gateway (its permission cache) while nothing tells it of a change…
    expect(await urls()).toContain("order_list");

    const roles = await direct<{ list: Array<{ id: number; version: number; permissions: Permission[] }> }>(
      "/role/list",
      { pageNum: 1, pageSize: 10, name: "Sales agent" },
      adminHeaders,
    );
    const role = roles.list[0];
    const edited = await direct<{ version: number }>(
      "/role/assign/resources",
      {
        id: role.id,
        version: role.version,
        permissions: role.permissions.filter((permission) => permission.url !== "order_list"),
      },
      adminHeaders,
    );
    try {
      // …but the list shown is the one the vendor API holds now, as its data calls are checked against.
      expect(await urls()).not.toContain("order_list");
      expect(outcome(await gql(gateway.url, "{ orders(page: { number: 1, size: 1 }) { total } }", {}, token))).toBe(
        "FORBIDDEN",
      );
    } finally {
      await direct(
        "/role/assign/resources",
        { id: role.id, version: edited.version, permissions: role.permissions },
        adminHeaders,
      );
    }
  });

  it("costs one permission load per request, the access check's own when it made one", async () => {
    const token = await loginAs(gateway.url, "admin", "admin123");
    for (let round = 0; round < 2; round++) {
      proxy.reset();
      const result = await gql(gateway.url, "{ me { permissions { url } user { username } } }", {}, token);
      expect(result.errors).toBeUndefined();
      expect(proxy.count("/vendor/account/permission/load")).toBe(1);
    }
  });
});
