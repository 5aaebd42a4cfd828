/**
 * Who may name the client's address, and an API token's budget, at the vendor API called directly as a local process
 * would (issue 57, finding 8): X-Forwarded-For is believed only with the gateway's forwarding key, whatever the peer
 * (loopback included), so guesses cannot be spread over invented addresses nor a real address locked out; and a token's
 * requests a minute are counted here too, not only by the gateway (docs/login-policy.md; docs/system-contract.md
 * section 11). Each test speaks from a loopback peer of its own (127.0.0.x), so their address budgets do not meet.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiTokenRateLimit } from "../../vendor-api/src/security/api-token-rate-limit";
import { createTestDatabase } from "./support/database";
import { FROM_GATEWAY, startTestApi, type Envelope, type SessionHeaders, type TestApi } from "./support/api";
import { freshTenant, page, roleWith } from "./support/tenants";

const WRONG_CREDENTIALS = 21001;
const TOO_MANY_ATTEMPTS = 21429;
const TOO_MANY_TOKEN_REQUESTS = 21431;
/** The per-address budget (LOGIN_RATE_LIMIT_PER_ADDRESS's default). */
const PER_ADDRESS = 20;
const TOKEN_BUDGET = 4;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ apiTokenRateLimit: TOKEN_BUDGET });
});
afterAll(() => api?.close());

async function post(
  path: string,
  body: object,
  options: { peer: string; headers?: Record<string, string> },
): Promise<Envelope> {
  const response = await api.raw({
    method: "POST",
    url: path,
    query: { timestamp: String(Date.now()) },
    headers: options.headers,
    remoteAddress: options.peer,
    payload: body,
  });
  return response.json() as Envelope;
}

/** 30 wrong passwords, each for a user name of its own and from an invented address of its own. */
function spreadGuesses(peer: string, headers: Record<string, string> = {}) {
  return Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      post(
        "/vendor/account/login",
        { username: `spread-${peer}-${i}`, password: "guess" },
        { peer, headers: { ...headers, "x-forwarded-for": `10.57.8.${i}` } },
      ),
    ),
  );
}

const count = (answers: Envelope[], code: number) => answers.filter((answer) => answer.status.code === code).length;

describe("the client address", () => {
  it("ignores X-Forwarded-For from a loopback peer without the forwarding key: the guesses are the peer's", async () => {
    const answers = await spreadGuesses("127.0.0.2");
    expect(count(answers, WRONG_CREDENTIALS)).toBe(PER_ADDRESS);
    expect(count(answers, TOO_MANY_ATTEMPTS)).toBe(30 - PER_ADDRESS);
  });

  it("ignores it with a wrong key, or the right key's start", async () => {
    const wrong = await spreadGuesses("127.0.0.3", { "x-forwarding-key": "x".repeat(43) });
    expect(count(wrong, TOO_MANY_ATTEMPTS)).toBe(30 - PER_ADDRESS);
    const start = await spreadGuesses("127.0.0.4", {
      "x-forwarding-key": FROM_GATEWAY["x-forwarding-key"].slice(0, 20),
    });
    expect(count(start, TOO_MANY_ATTEMPTS)).toBe(30 - PER_ADDRESS);
  });

  it("takes the address the gateway names with its key: each invented address has a budget of its own", async () => {
    const answers = await spreadGuesses("127.0.0.5", FROM_GATEWAY);
    expect(count(answers, WRONG_CREDENTIALS)).toBe(30);
  });

  it("cannot lock a real user's address out by naming it without the key", async () => {
    // A local process names the user's address on 30 wrong logins: they count against the process's own peer.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          "/vendor/account/login",
          { username: `victim-${i}`, password: "guess" },
          { peer: "127.0.0.6", headers: { "x-forwarded-for": "198.51.100.57" } },
        ),
      ),
    );
    // The user, through the gateway from that address, still signs in.
    const own = await post(
      "/vendor/account/login",
      { username: "admin", password: "admin123" },
      { peer: "127.0.0.1", headers: { ...FROM_GATEWAY, "x-forwarded-for": "198.51.100.57" } },
    );
    expect(own.status.code).toBe(0);
  });
});

describe("an API token's requests a minute, counted by the vendor API", () => {
  let admin: SessionHeaders;
  let roleId: number;
  beforeAll(async () => {
    const tenant = await freshTenant(api);
    admin = tenant.headers;
    roleId = (await roleWith(api, admin, "Orders", [page("order_list")])).id;
  });

  async function newToken(name: string) {
    const added = await api.post("/api-token/add", { name, roleIds: [roleId] }, admin);
    expect(added.status, JSON.stringify(added.status)).toMatchObject({ code: 0 });
    const token = added.result.token as string;
    // The creator's tenant is the token's: asking /vendor/api-token/session would spend one of its requests.
    return { token, headers: { operatortoken: token, tid: admin.tid } };
  }

  const orders = (headers: Record<string, string>) =>
    post("/order/list", { pageNum: 1, pageSize: 1 }, { peer: "127.0.0.1", headers });
  const session = (token: string, headers: Record<string, string> = {}) =>
    post("/vendor/api-token/session", { token }, { peer: "127.0.0.1", headers });

  it("refuses a direct caller past the budget with 21431 and the seconds to wait, session calls included", async () => {
    const { token, headers } = await newToken("Direct");
    const answers = [await session(token)];
    for (let i = 0; i < 30; i += 1) answers.push(await orders(headers));
    expect(answers.slice(0, TOKEN_BUDGET).map((answer) => answer.status.code)).toEqual(Array(TOKEN_BUDGET).fill(0));
    expect(count(answers, TOO_MANY_TOKEN_REQUESTS)).toBe(31 - TOKEN_BUDGET);
    const refusal = answers.at(-1)!;
    expect(refusal.status).toMatchObject({ key: "apiToken.tooManyRequests", params: { seconds: expect.any(Number) } });
    expect(refusal.result.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusal.result.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await session(token)).status.code).toBe(TOO_MANY_TOKEN_REQUESTS);
    // Naming other addresses, or being another process, changes nothing: the budget is the token's.
    expect((await orders({ ...headers, "x-forwarded-for": "10.57.8.200" })).status.code).toBe(TOO_MANY_TOKEN_REQUESTS);
  });

  it("counts a request through the gateway once: its session call, not the data calls it makes for it", async () => {
    const { token, headers } = await newToken("Through the gateway");
    const gateway = { ...headers, ...FROM_GATEWAY };
    for (let i = 0; i < TOKEN_BUDGET; i += 1) {
      expect((await session(token, FROM_GATEWAY)).status.code).toBe(0);
      // Several data calls for each request, as a GraphQL request makes: none of them is a request of its own.
      for (let call = 0; call < 3; call += 1) expect((await orders(gateway)).status.code).toBe(0);
    }
    // The budget is spent: the gateway's next request is refused at its session call, and so is a direct call.
    expect((await session(token, FROM_GATEWAY)).status.code).toBe(TOO_MANY_TOKEN_REQUESTS);
    expect((await orders(headers)).status.code).toBe(TOO_MANY_TOKEN_REQUESTS);
  });

  it("counts each token on its own, and nothing for an unknown token", async () => {
    const first = await newToken("First");
    const second = await newToken("Second");
    for (let i = 0; i < TOKEN_BUDGET; i += 1) await orders(first.headers);
    expect((await orders(first.headers)).status.code).toBe(TOO_MANY_TOKEN_REQUESTS);
    expect((await orders(second.headers)).status.code).toBe(0);
    expect((await session("vct_" + "x".repeat(43))).status.code).toBe(21430);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  it("shares a token's count between vendor API processes on one database", async () => {
    const database = await createTestDatabase();
    // One pool each, as two processes have: the counts meet only in the database. Both create the table at once.
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: database.databaseUrl }));
    try {
      const [a, b] = await Promise.all(pools.map((pool) => createApiTokenRateLimit(3, pool)));
      for (const limit of [a, b, a]) await limit.spend(57);
      await expect(b.spend(57)).rejects.toMatchObject({ code: TOO_MANY_TOKEN_REQUESTS });
      await expect(b.spend(58)).resolves.toBeUndefined();
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.drop();
    }
  });
});
