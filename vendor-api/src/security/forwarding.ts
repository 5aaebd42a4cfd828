/**
 * Whether a request comes from the gateway, which names its client's address (docs/login-policy.md, "The client
 * address"). Being a local or listed peer proves nothing: any process on the gateway's machine is one. The gateway
 * proves itself with the forwarding key both hold (VENDOR_API_FORWARDING_KEY; `npm start` makes one for the pair it
 * runs); a request without it, or with another, has its forwarded headers dropped before anything reads them, so
 * `request.ip` is its TCP peer whatever it claims.
 */
import type { FastifyInstance } from "fastify";
import { secretsEqual } from "./tokens";

/** The header the gateway sends its forwarding key in (gateway/src/rest/client.ts). */
export const FORWARDING_KEY_HEADER = "x-forwarding-key";

/** What names a client, a host or a scheme on a proxy's behalf: believed only from the gateway. */
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded"];

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The request carries the forwarding key: the gateway sends it, its forwarded address is believed, and an API
     * token's data calls were counted by the gateway already (security/api-token-rate-limit.ts).
     */
    fromGateway: boolean;
  }
}

/** The first hook of every request: whatever reads the request after it sees the forwarded headers only if proven. */
export function registerForwardingProof(app: FastifyInstance, key: string | undefined): void {
  app.decorateRequest("fromGateway", false);
  app.addHook("onRequest", async (request) => {
    const headers = request.raw.headers;
    const given = headers[FORWARDING_KEY_HEADER];
    // Compared in constant time (hashes of both); a repeated header proves nothing.
    request.fromGateway = key !== undefined && typeof given === "string" && secretsEqual(given, key);
    // Gone from the request either way: no later hook, handler or log line can read the key.
    delete headers[FORWARDING_KEY_HEADER];
    if (!request.fromGateway) for (const name of FORWARDED_HEADERS) delete headers[name];
  });
}
