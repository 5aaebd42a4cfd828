import type { FastifyInstance } from "fastify";
import { EXPLORER_PATH } from "./explorer";

/**
 * The console keeps its session token in session storage, so injected script would own the session: scripts come
 * only from the console's own origin, nothing may frame it, and browsers must not guess content types. Styles allow
 * inline because Mantine writes its CSS variables and component styles into the page at run time; images allow
 * `blob:`/`data:` for the previews of files not yet uploaded.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The local GraphQL explorer of development (explorer.ts) under the same policy, but for fonts: GraphiQL's style sheet
 * carries its editor's fonts as `data:` URLs. Scripts still come from the gateway alone.
 */
export const EXPLORER_CONTENT_SECURITY_POLICY = CONSOLE_CONTENT_SECURITY_POLICY.replace(
  "font-src 'self'",
  "font-src 'self' data:",
);

const ALWAYS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
};

/** Strict-Transport-Security (RFC 6797): in production only, its max-age the configuration's HSTS_MAX_AGE. */
export interface StrictTransportSecurity {
  maxAge: number;
}

/**
 * Every answer gets the headers above; the Content-Security-Policy goes on everything but the GraphQL path, whose
 * development landing page is Apollo Sandbox, a page that loads its script from Apollo's CDN (it is off in
 * production). With `hsts` (production), an answer to a request that came over HTTPS also tells the browser to use
 * HTTPS alone from then on. Fastify's `request.protocol` takes X-Forwarded-Proto only from a peer TRUST_PROXY trusts;
 * from anyone else, and over plain HTTP (where the header would be ignored anyway, RFC 6797 section 8.1), it is not
 * sent. No includeSubDomains: the console's host says nothing for hosts beside it.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  graphqlPath: string,
  hsts: StrictTransportSecurity | null,
): void {
  app.addHook("onSend", async (request, reply) => {
    reply.headers(ALWAYS);
    const pathname = request.url.split("?")[0];
    if (pathname !== graphqlPath) {
      const policy = pathname.startsWith(EXPLORER_PATH)
        ? EXPLORER_CONTENT_SECURITY_POLICY
        : CONSOLE_CONTENT_SECURITY_POLICY;
      reply.header("content-security-policy", policy);
    }
    if (hsts && request.protocol === "https") reply.header("strict-transport-security", `max-age=${hsts.maxAge}`);
  });
}
