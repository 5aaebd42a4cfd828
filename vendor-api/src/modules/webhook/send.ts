/**
 * One HTTP attempt of a webhook (docs/system-contract.md section 12): POST the body with its signature headers to the
 * address the guard checked (`lookup` answers that address, so no second DNS answer is used), at most TIMEOUT_MS, and
 * keep the first EXCERPT_MAX characters of the answer. A target the guard refuses is a failed attempt, never an error.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { RefusedTarget, resolveTarget, type Resolver, type TargetPolicy } from "./address-guard";

export const TIMEOUT_MS = 10_000;
export const EXCERPT_MAX = 1024;

export interface AttemptResult {
  ok: boolean;
  httpStatus: number | null;
  durationMs: number;
  excerpt: string;
}

export async function sendWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: TargetPolicy & { timeoutMs?: number; resolve?: Resolver },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target;
  try {
    target = await resolveTarget(rawUrl, options, options.resolve);
  } catch (error) {
    const excerpt =
      error instanceof RefusedTarget ? `Refused: ${error.message}` : `Not resolved: ${(error as Error).message}`;
    return { ok: false, httpStatus: null, durationMs: elapsed(), excerpt: excerpt.slice(0, EXCERPT_MAX) };
  }
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        // An agent of this request alone: the global agents follow HTTP(S)_PROXY under NODE_USE_ENV_PROXY, and a proxy
        // would resolve the host itself, past the check.
        agent: false,
        timeout: options.timeoutMs ?? TIMEOUT_MS,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "vendor-console-webhooks/1",
        },
      },
      (response) => {
        let excerpt = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (excerpt.length < EXCERPT_MAX) excerpt += chunk;
          else response.destroy();
        });
        const done = () => {
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            httpStatus: status,
            durationMs: elapsed(),
            excerpt: excerpt.slice(0, EXCERPT_MAX),
          });
        };
        response.on("end", done);
        response.on("close", done);
      },
    );
    // `timeout` is the socket's idle time; the deadline bounds the whole attempt, so a receiver that answers a byte at a
    // time cannot hold a worker beyond it.
    const limit = options.timeoutMs ?? TIMEOUT_MS;
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${limit} ms`)), limit);
    request.on("close", () => clearTimeout(deadline));
    request.on("timeout", () => request.destroy(new Error(`No answer within ${limit} ms`)));
    request.on("error", (error) =>
      resolve({ ok: false, httpStatus: null, durationMs: elapsed(), excerpt: error.message.slice(0, EXCERPT_MAX) }),
    );
    request.end(body);
  });
}
