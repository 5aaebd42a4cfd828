/**
 * The metrics' own HTTP listener, shared by both servers: GET /metrics in Prometheus's text format, on an address of
 * its own that the console, integrators and the API's callers do not reach (METRICS_HOST / VENDOR_API_METRICS_HOST,
 * loopback unless told; docs/system-contract.md, "Metrics"). Each server keeps its own registry.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

export const METRICS_PATH = "/metrics";

export interface MetricsListener {
  /** http://host:port/metrics */
  url: string;
  close(): Promise<void>;
}

export async function listenForScrapes(
  registry: Registry,
  host: string,
  port: number,
  log: (error: Error) => void,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    if ((request.url ?? "").split("?")[0] !== METRICS_PATH || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end(`Only GET ${METRICS_PATH} is served here.\n`);
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: Error) => {
        log(error);
        response.writeHead(500, { "content-type": "text/plain" }).end("The metrics could not be collected.\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${bound}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
