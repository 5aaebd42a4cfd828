/**
 * The GraphQL explorer of development (docs/foundation-contract.md section 5): Apollo Sandbox at the GraphQL path where
 * its script loads from Apollo's CDN, and a local GraphiQL (web/explorer, built from npm by `npm run build:explorer`)
 * at EXPLORER_PATH where it does not: the Sandbox page goes there when its script failed to load, instead of
 * stopping at "EmbeddedSandbox is not a constructor". The explorer's files are the gateway's own, so the console's
 * Content-Security-Policy covers it, fonts from `data:` besides (security-headers.ts). Production has neither.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import type { FastifyInstance } from "fastify";

export const EXPLORER_PATH = "/graphql/explorer/";

/** The nonce Apollo's landing page gives its own scripts (its page carries a Content-Security-Policy of its own). */
const NONCE =
  /<script nonce="([0-9a-f]+)" src="https:\/\/embeddable-sandbox\.cdn\.apollographql\.com\/[^"]*"><\/script>/;

/**
 * Apollo's page with one script after Sandbox's: when that script did not load (no route to Apollo's CDN), it goes to
 * the local explorer. Scripts run in order, so this one runs only once Sandbox's has loaded or failed.
 */
export function withLocalFallback(html: string): string {
  const sandbox = NONCE.exec(html);
  if (!sandbox) return html;
  const fallback =
    `<script nonce="${sandbox[1]}">` +
    `if (typeof window.EmbeddedSandbox !== "function") window.location.replace(${JSON.stringify(EXPLORER_PATH)});` +
    `</script>`;
  return html.replace(sandbox[0], `${sandbox[0]}\n${fallback}`);
}

/** Apollo Sandbox as the development landing page, going to the local explorer when it cannot load. */
export function sandboxLandingPage(): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      const render = listener?.renderLandingPage;
      if (!listener || !render) return listener;
      return {
        ...listener,
        async renderLandingPage() {
          const page = await render();
          const html = typeof page.html === "string" ? page.html : await page.html();
          return { html: withLocalFallback(html) };
        },
      };
    },
  };
}

/**
 * Serves the built explorer at EXPLORER_PATH (development only). Not built yet, its path says how to build it rather
 * than falling through to the console's page.
 */
export async function serveExplorer(app: FastifyInstance, explorerDist: string): Promise<void> {
  const root = path.resolve(explorerDist);
  if (!existsSync(path.join(root, "index.html"))) {
    app.get(`${EXPLORER_PATH}*`, async (_request, reply) =>
      reply
        .code(404)
        .type("text/plain; charset=utf-8")
        .send("The local GraphQL explorer is not built: run `npm run build:explorer`, then reload this page."),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: EXPLORER_PATH,
    decorateReply: false,
    cacheControl: false,
    setHeaders(response) {
      response.setHeader("cache-control", "no-cache");
    },
  });
}
