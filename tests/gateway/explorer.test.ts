/**
 * The GraphQL explorer of development (gateway/src/explorer.ts, issue 61): Apollo Sandbox where its CDN loads, and
 * a local GraphiQL served by the gateway itself where it does not, under the console's strict Content-Security-Policy;
 * none of it in production. Only the gateway on loopback is asked: no page here loads anything from Apollo's CDN.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPLORER_PATH, withLocalFallback } from "../../gateway/src/explorer";
import { CONSOLE_CONTENT_SECURITY_POLICY, EXPLORER_CONTENT_SECURITY_POLICY } from "../../gateway/src/security-headers";
import { startGateway, type RunningGateway, type StartGatewayOptions } from "../../gateway/src/server";

let folder: string;
let explorerDist: string;
const started: RunningGateway[] = [];

/** A gateway with no vendor API behind it: nothing here calls one. */
async function start(options: Partial<StartGatewayOptions>): Promise<RunningGateway> {
  const running = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: "http://127.0.0.1:9",
    logLevel: "silent",
    sessionSecret: "explorer-test-session-secret-0123456789abcdef",
    ...options,
  });
  started.push(running);
  return running;
}

let development: RunningGateway;
let unbuilt: RunningGateway;
let production: RunningGateway;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "gateway-explorer-"));
  // The built explorer's shape (web/explorer/dist): an index.html and its fingerprinted files, all relative.
  explorerDist = path.join(folder, "dist");
  await mkdir(path.join(explorerDist, "assets"), { recursive: true });
  await writeFile(
    path.join(explorerDist, "index.html"),
    '<!doctype html><title>GraphQL explorer</title><script type="module" src="./assets/index-1.js"></script>',
  );
  await writeFile(path.join(explorerDist, "assets", "index-1.js"), "export {};");
  [development, unbuilt, production] = await Promise.all([
    start({ nodeEnv: "development", explorerDist }),
    start({ nodeEnv: "development", explorerDist: path.join(folder, "missing") }),
    start({ nodeEnv: "production", explorerDist }),
  ]);
});
afterAll(async () => {
  for (const running of started) await running.close();
  await rm(folder, { recursive: true, force: true });
});

const landingPage = async (gateway: RunningGateway) =>
  fetch(`${gateway.url}/graphql`, { headers: { accept: "text/html" } });

describe("the GraphQL explorer in development", () => {
  it("is Apollo Sandbox at /graphql, which goes to the local explorer when its CDN script did not load", async () => {
    const page = await landingPage(development);
    expect(page.status).toBe(200);
    const html = await page.text();
    const sandbox = html.indexOf("embeddable-sandbox.cdn.apollographql.com");
    const fallback = html.indexOf(`window.location.replace("${EXPLORER_PATH}")`);
    expect(sandbox).toBeGreaterThan(0);
    // After Sandbox's script and before the script that constructs it, with the nonce of Apollo's own policy.
    expect(fallback).toBeGreaterThan(sandbox);
    expect(fallback).toBeLessThan(html.indexOf("new window.EmbeddedSandbox"));
    const nonce = /nonce-([0-9a-f]+)/.exec(html)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">if (typeof window.EmbeddedSandbox !== "function")`);
  });

  it("serves the local GraphiQL from the gateway itself, under the console's strict policy", async () => {
    const page = await fetch(`${development.url}${EXPLORER_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // The console's policy, fonts from `data:` besides (GraphiQL's style sheet carries them); scripts from here alone.
    const policy = page.headers.get("content-security-policy");
    expect(policy).toBe(EXPLORER_CONTENT_SECURITY_POLICY);
    expect(policy).toBe(CONSOLE_CONTENT_SECURITY_POLICY.replace("font-src 'self'", "font-src 'self' data:"));
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*(unsafe-inline|https?:|data:)/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${development.url}${EXPLORER_PATH}assets/index-1.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
  });

  it("says how to build it when it is not built, rather than showing the console", async () => {
    const page = await fetch(`${unbuilt.url}${EXPLORER_PATH}`);
    expect(page.status).toBe(404);
    await expect(page.text()).resolves.toContain("npm run build:explorer");
  });

  it("leaves a page without Sandbox's script as it is", () => {
    expect(withLocalFallback("<html><body>other</body></html>")).toBe("<html><body>other</body></html>");
  });
});

describe("the GraphQL explorer in production", () => {
  it("is not there: no landing page, no local explorer", async () => {
    const page = await landingPage(production);
    await expect(page.text()).resolves.not.toContain("EmbeddedSandbox");
    expect((await fetch(`${production.url}${EXPLORER_PATH}`)).status).toBe(404);
  });
});
