/** Shared pieces of the bench parts (run.ts): timing, GraphQL calls, gateway and vendor API logins, a test database. */
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The key pairing the bench's gateways (which read it from the environment, in this process or spawned) with the vendor
 * APIs it starts (given it), as `npm start` pairs its two (docs/login-policy.md): the vendor APIs then believe the
 * client addresses the gateways name, as in production.
 */
export const BENCH_FORWARDING_KEY = (process.env.VENDOR_API_FORWARDING_KEY ||= randomBytes(32).toString("base64url"));

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `rounds` sequential runs; p50 and p95 in ms, two decimals. */
export async function time(rounds: number, run: () => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50).toFixed(2), p95: percentile(samples, 95).toFixed(2) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few known fields of each answer
export type Answer = Record<string, any>;

export async function graphql(url: string, query: string, variables: object = {}, token?: string): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Answer; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A session token of the gateway, from its login mutation as the console calls it. */
export async function gatewayToken(gatewayUrl: string, username = "admin", password = "admin123"): Promise<string> {
  const { login } = await graphql(
    gatewayUrl,
    "mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }",
    { u: username, p: password },
  );
  return String(login.token);
}

/** The headers a vendor API call needs, from a direct login as `username`. */
export async function vendorApiHeaders(vendorApiUrl: string, username = "admin", password = "admin123") {
  const login = (await fetch(`${vendorApiUrl}/vendor/account/login?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json())) as Answer;
  return {
    operatortoken: String(login.result.operatorToken),
    tid: String(login.result.tenantId),
    opid: String(login.result.id),
    operatorid: String(login.result.id),
    channelid: String(login.result.channelId ?? ""),
    timezone: "America/New_York",
  };
}

/** A fresh database on the server of BENCH_DATABASE_URL, dropped afterwards. */
export async function benchDatabase(serverUrl: string) {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
