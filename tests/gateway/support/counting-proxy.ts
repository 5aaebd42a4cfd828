/**
 * A transparent HTTP proxy in front of the real vendor API that records each call's method, path, headers and body, so tests
 * can count the upstream calls an operation makes, and see what it sent, without faking any answer.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingProxy {
  url: string;
  calls: Array<{
    method: string;
    path: string;
    query: URLSearchParams;
    body: string;
    headers: Record<string, string>;
    /** When the call arrived, in epoch milliseconds: polls are told apart by their spacing. */
    at: number;
  }>;
  count(path: string, query?: Record<string, string>): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const calls: CountingProxy["calls"] = [];
  const server = createServer(async (req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", target);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name, value]) =>
          typeof value === "string" && !["host", "connection", "content-length", "keep-alive"].includes(name),
      ),
    ) as Record<string, string>;
    calls.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: Buffer.concat(chunks).toString("utf8"),
      headers,
      at,
    });
    let response: Response;
    try {
      response = await fetch(url, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
    } catch {
      res.writeHead(502).end("proxy could not reach the vendor API");
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const passHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!["content-length", "transfer-encoding", "connection", "keep-alive", "content-encoding"].includes(name))
        passHeaders[name] = value;
    });
    res.writeHead(response.status, passHeaders).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    count: (path, query = {}) =>
      calls.filter((call) => call.path === path && Object.entries(query).every(([k, v]) => call.query.get(k) === v))
        .length,
    reset: () => {
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
