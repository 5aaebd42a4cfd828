/**
 * No upstream answer, of any status, type, size or timing, may end the gateway process: every route is fed each
 * fault of a vendor API and must answer a clear error (UPSTREAM_UNAVAILABLE, a 502), then still serve /healthz and a
 * normal query. The gateway runs as `npm start` does, in its own process, so "it did not exit" is what is checked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../gateway/support/graphql-client";
import { startGatewayProcess, type GatewayProcess } from "./support/gateway-process";
import {
  faults,
  envelope,
  LOGIN_PATH,
  PERMISSION_PATH,
  startFaultUpstream,
  type FaultUpstream,
  type Handler,
} from "./support/fault-upstream";
import { dataProbes, outcomeOf, probe, type Outcome } from "./support/probes";

interface Served {
  gateway: GatewayProcess;
  token: string;
}

let upstream: FaultUpstream;
/**
 * Two gateways on the one faulty vendor API. The faults that never answer are met by the deadline, so theirs is short
 * (`hung`) and the suite does not wait long on them. Every other fault ends the call as soon as it happens, which on a
 * busy machine can be seconds after the call was sent: its gateway (`prompt`) has a deadline no fault here reaches,
 * so each of them is named as what it is and not as a timeout.
 */
let hung: Served;
let prompt: Served;
const HUNG_FAULTS: ReadonlySet<string> = new Set(["no answer at all", "headers, then silence"]);
const servedFor = (faultName: string) => (HUNG_FAULTS.has(faultName) ? hung : prompt);

async function startServed(timeoutMs: number): Promise<Served> {
  const gateway = await startGatewayProcess(upstream.url, {
    UPSTREAM_TIMEOUT_MS: String(timeoutMs),
    READINESS_TIMEOUT_MS: "500",
    UPSTREAM_MAX_BODY_BYTES: String(1 << 20),
  });
  return { gateway, token: await loginAs(gateway.url, "admin", "admin123") };
}

beforeAll(async () => {
  upstream = await startFaultUpstream();
  [hung, prompt] = await Promise.all([startServed(1500), startServed(60_000)]);
});
afterEach(() => {
  upstream.fault = null;
  upstream.faulty = (path) => path !== LOGIN_PATH && path !== PERMISSION_PATH;
});
afterAll(async () => {
  await Promise.all([hung?.gateway.stop(), prompt?.gateway.stop()]);
  await upstream?.close();
});

/** The process is alive, live, and a normal query answers once the vendor API is healthy again. */
async function expectServing({ gateway, token }: Served) {
  expect(gateway.exited(), gateway.output()).toBeNull();
  const health = await fetch(`${gateway.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await probe(dataProbes[1], gateway.url, token)).toEqual({ status: 200, code: "data" });
}

/** A REST route cut after its head had nothing better to send: the head promised bytes, the fault took them. */
const startedStreaming = (outcome: Outcome) => outcome.status === 200 && outcome.cut === true;

/** The transport fault the gateway names for each (`extensions.fault`), so a right answer cannot come by accident. */
const seenAs: Record<keyof typeof faults, string> = {
  "garbage JSON": "malformed-body",
  "an HTML page with status 200": "malformed-body",
  "application/octet-stream": "malformed-body",
  "image/webp": "malformed-body",
  "no content type": "malformed-body",
  "an empty body": "malformed-body",
  "an envelope of the wrong shape": "malformed-body",
  "an envelope without a status": "malformed-body",
  "HTTP 500 with an HTML page": "http-status",
  "HTTP 404": "http-status",
  "HTTP 302 to a login page": "http-status",
  "a reset before any answer": "network",
  "a reset in the middle of the body": "network",
  "a reset in the middle of an image": "network",
  "a body shorter than its content-length": "network",
  "a huge JSON envelope": "too-large",
  "a huge JSON envelope announced by content-length": "too-large",
  "a huge image": "too-large",
  "no answer at all": "timeout",
  "headers, then silence": "timeout",
};

describe.each(Object.entries(faults) as [keyof typeof faults, Handler][])(
  "the vendor API answers %s",
  (faultName, fault) => {
    it("every route answers UPSTREAM_UNAVAILABLE and the gateway goes on serving", async () => {
      const served = servedFor(faultName);
      const { gateway, token } = served;
      upstream.fault = fault;
      const outcomes = await Promise.all(dataProbes.map((each) => probe(each, gateway.url, token)));
      const table = Object.fromEntries(dataProbes.map((each, index) => [each.name, outcomes[index]]));
      const expected = Object.fromEntries(
        dataProbes.map((each, index) => {
          const outcome = outcomes[index];
          // An image the vendor API starts to send is streamed as it comes; a fault after that can only cut it.
          if (each.name === "GET /files/1" && faultName.includes("image") && startedStreaming(outcome)) {
            return [each.name, outcome];
          }
          return [
            each.name,
            each.kind === "graphql"
              ? { status: 200, code: "UPSTREAM_UNAVAILABLE", fault: seenAs[faultName] }
              : { status: 502, code: "UPSTREAM_UNAVAILABLE" },
          ];
        }),
      );
      expect(table, gateway.output()).toEqual(expected);

      const ready = await fetch(`${gateway.url}/readyz`);
      expect([200, 503]).toContain(ready.status);
      expect(await ready.json()).toMatchObject({ upstream: { reachable: ready.status === 200 } });

      upstream.fault = null;
      await expectServing(served);
    });
  },
);

describe("the calls a session stands on", () => {
  it.each(["a reset before any answer", "garbage JSON", "a huge JSON envelope", "headers, then silence"] as const)(
    "login answers UPSTREAM_UNAVAILABLE when its call meets %s",
    async (faultName) => {
      const served = servedFor(faultName);
      upstream.faulty = (path) => path === LOGIN_PATH;
      upstream.fault = faults[faultName];
      const response = await fetch(`${served.gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: 'mutation { login(username: "admin", password: "admin123") { token } }',
        }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string; fault?: string } }[] };
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", fault: seenAs[faultName] });
      upstream.fault = null;
      await expectServing(served);
    },
  );
});

describe("an export whose later page meets a fault", () => {
  const trip = (id: number, name: string) => ({
    id,
    code: `T${id}`,
    name,
    template: 1,
    state: 1,
    grouped: false,
    pricingType: 1,
    imageFileId: null,
    tagIds: [],
    bookings: 0,
    views: 0,
    version: 1,
    updateTime: "2026-01-01T00:00:00Z",
    price: "10.00",
  });
  /** 100 rows of 250 trips; long names make the first page outrun the CSV writer's first batch (32 KiB). */
  const firstPage = (nameLength: number) => ({
    list: Array.from({ length: 100 }, (_, index) => trip(index + 1, "n".repeat(nameLength))),
    total: 250,
  });
  const LATER_FAULTS = [
    "a reset in the middle of the body",
    "garbage JSON",
    "a huge JSON envelope",
    "no answer at all",
  ];

  async function exportMeeting(faultName: (typeof LATER_FAULTS)[number], nameLength: number, format = "csv") {
    const { gateway, token } = servedFor(faultName);
    let calls = 0;
    upstream.routes.set("/trip/list", (req, res, hold) =>
      ++calls === 1 ? envelope(res, firstPage(nameLength)) : faults[faultName as keyof typeof faults](req, res, hold),
    );
    try {
      const response = await fetch(`${gateway.url}/exports/trips.${format}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(20_000),
      });
      const outcome = await outcomeOf(
        { name: "export", kind: "rest", request: () => Promise.resolve(response) },
        response,
      );
      expect(calls).toBe(2);
      return { ...outcome, total: response.headers.get("x-total-count") };
    } finally {
      upstream.routes.delete("/trip/list");
    }
  }

  it.each(LATER_FAULTS)("answers 502 on %s when no byte of the file has left yet", async (faultName) => {
    expect(await exportMeeting(faultName, 10)).toEqual({ status: 502, code: "UPSTREAM_UNAVAILABLE", total: null });
    await expectServing(servedFor(faultName));
  });

  it("answers 502 for a workbook too", async () => {
    expect(await exportMeeting("garbage JSON", 10, "xlsx")).toEqual({
      status: 502,
      code: "UPSTREAM_UNAVAILABLE",
      total: null,
    });
    await expectServing(prompt);
  });

  it.each(LATER_FAULTS)("ends the file early on %s once bytes have left", async (faultName) => {
    // The head promised the file: all the gateway can do now is end it before its end.
    expect(await exportMeeting(faultName, 400)).toEqual({ status: 200, code: null, cut: true, total: "250" });
    await expectServing(servedFor(faultName));
  });
});
