import { describe, expect, it } from "vitest";
import { appRoutes } from "@/app/router";

describe("the router's page-load fallback (issue 61)", () => {
  it("gives every top route whose code loads lazily a HydrateFallback, so a page load warns of none", () => {
    const lazy = appRoutes().filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(0);
    for (const route of lazy) expect(route.hydrateFallbackElement ?? route.HydrateFallback).toBeTruthy();
  });
});
