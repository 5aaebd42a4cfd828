/**
 * The console's response headers: a page served by the gateway may not be framed, sniffed or fed script from
 * anywhere but its own origin (the session token lives in session storage).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type RunningGateway } from "../../gateway/src/server";

let webDist: string;
let gateway: RunningGateway;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "gateway-headers-"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>console</title>");
  // No vendor API is needed: nothing here calls one.
  gateway = await startGateway({
    port: 0,
    host: "127.0.0.1",
    vendorApiUrl: "http://127.0.0.1:9",
    webDist,
    logLevel: "silent",
  });
});
afterAll(async () => {
  await gateway?.close();
  await rm(webDist, { recursive: true, force: true });
});

const headersOf = async (pathname: string, init?: RequestInit) =>
  (await fetch(`${gateway.url}${pathname}`, init)).headers;

describe("security headers", () => {
  it("the console page allows script from its own origin only and cannot be framed", async () => {
    const headers = await headersOf("/trip/trip_list");
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("API answers carry them too; the GraphQL path leaves its policy to Apollo's landing page", async () => {
    const missing = await headersOf("/files/no-such-file.txt");
    expect(missing.get("x-content-type-options")).toBe("nosniff");
    expect(missing.get("content-security-policy")).toContain("default-src 'self'");

    const graphql = await headersOf("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(graphql.get("x-content-type-options")).toBe("nosniff");
    expect(graphql.get("x-frame-options")).toBe("DENY");
    expect(graphql.get("content-security-policy")).toBeNull();
  });
});
