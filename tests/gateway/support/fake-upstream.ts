/**
 * A throwaway local HTTP server standing in for a vendor API, only for faults the reference vendor API cannot be
 * made to produce (timeouts, non-2xx, malformed bodies, chosen business codes with a trace header).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { startGateway, type RunningGateway } from "../../../gateway/src/server";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  /** Routes keyed by path (without query); unknown paths answer 404. */
  routes: Map<string, FakeHandler>;
  close(): Promise<void>;
}

export function envelope(response: ServerResponse, code: number, msg: string, result: unknown = null, headers = {}) {
  response.writeHead(200, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify({ status: { code, msg }, result }));
}

/** An envelope whose status names its message as our vendor API does: `{code, msg, key?, params?}` (docs/rules.md). */
export function statusEnvelope(
  response: ServerResponse,
  status: { code: number; msg: string; key?: string; params?: Record<string, unknown> },
  result: unknown = null,
) {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ status, result }));
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, FakeHandler>();
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const handler = routes.get(url.pathname);
    if (!handler) {
      res.writeHead(404).end("not found");
      return;
    }
    await handler(recorded, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The login answer of the demo administrator as a vendor API gives it, valid for an hour from now. */
export const fakeLoginResult = () => ({
  tenantId: 1001,
  originalTenantId: 1001,
  username: "admin",
  id: 1,
  operatorToken: "fake-operator-token",
  tenantInitialized: true,
  channelId: 11,
  timeZone: "America/New_York",
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  tenant: {
    tid: 1001,
    name: "Demo Tours",
    domain: "demo-tours.example.com",
    timeZone: "America/New_York",
    timeZoneId: 5,
  },
});

/** A quiet gateway on a loopback port in front of `upstream`, with the given deadline per upstream call. */
export function startGatewayOn(upstream: FakeUpstream, upstreamTimeoutMs?: number): Promise<RunningGateway> {
  return startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: upstream.url,
    logLevel: "silent",
    upstreamTimeoutMs,
  });
}
