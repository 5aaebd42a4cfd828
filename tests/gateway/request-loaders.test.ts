/**
 * A request's loaders (gateway/src/modules/request-loaders.ts): every module's loaders are there by name, each made
 * once per request on first read, never shared between two requests.
 */
import "reflect-metadata";
import DataLoader from "dataloader";
import { describe, expect, it } from "vitest";
import type { LoaderScope } from "../../gateway/src/loaders";
import { createRequestLoaders } from "../../gateway/src/modules/request-loaders";

const NAMES = [
  "permissions",
  "tenantConfiguration",
  "tenantInfo",
  "initState",
  "tagById",
  "bankInfo",
  "taxInfo",
  "couponCodes",
  "couponRedemptions",
  "statementEntries",
];

describe("request loaders", () => {
  it("names every module's loaders, one per request, made on first read", async () => {
    const calls: string[] = [];
    const rest = {
      post: async (path: string) => {
        calls.push(path);
        return { id: 1, name: "x" };
      },
      get: async (path: string) => {
        calls.push(path);
        return { id: 1, name: "x" };
      },
    };
    const scope = { rest, services: {}, session: null } as unknown as LoaderScope;
    const first = createRequestLoaders(scope) as unknown as Record<string, unknown>;
    const second = createRequestLoaders(scope) as unknown as Record<string, unknown>;
    for (const name of NAMES) {
      expect(first[name], name).toBeInstanceOf(DataLoader);
      expect(first[name], name).toBe(first[name]);
      expect(second[name], name).not.toBe(first[name]);
    }
    const loaders = createRequestLoaders(scope);
    // Without a session the permissions are refused before any call; the tenant's loads once however often asked.
    await expect(loaders.permissions.load("session")).rejects.toMatchObject({
      extensions: { code: "UNAUTHENTICATED" },
    });
    await Promise.all([loaders.tenantInfo.load("session"), loaders.tenantInfo.load("session")]).catch(() => {});
    expect(calls.filter((path) => path.includes("tenant"))).toHaveLength(1);
  });
});
