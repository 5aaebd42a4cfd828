import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, importGraph, type ImportEdge } from "./support/import-graph";

/**
 * The vendor API's layers (docs/system-contract.md section 12 for events): a domain folder of modules/ may import
 * another, never in a loop, and the layers below the domains (db/, protocol/, events/, audit-trail/, notify/) import no
 * domain. A side effect of one domain on another goes through the outbox's events (events/dispatcher.ts), not through a
 * call back up; the side effects every domain writes in its own transaction, with what no event carries, are layers
 * below: the audit trail's writer (audit-trail/) and the receivers' mail (notify/), so no domain imports the audit
 * screen's module or the receivers' settings module for them.
 */
const VENDOR_API = fileURLToPath(new URL("../../vendor-api/src", import.meta.url));
const LOWER_LAYERS = ["db", "protocol", "events", "audit-trail", "notify"];
/** The modules/ folders that only answer their own routes: a side effect's writer lives in a lower layer instead. */
const SCREEN_ONLY_MODULES = ["audit", "system-email"];

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** The imports from one domain folder to another, as [from, to] pairs of folder names. */
function moduleEdges(edges: ImportEdge[]): Array<[string, string]> {
  return edges.flatMap(({ from, to }) => {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    return a && b && a !== b ? [[a, b] as [string, string]] : [];
  });
}

/** The imports of a lower layer's file into modules/, as "file -> file". */
function lowerLayerImports(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => LOWER_LAYERS.includes(from.split("/")[0]) && moduleOf(to) !== undefined)
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** The imports of another domain's file into a screen-only module, as "file -> file". */
function screenOnlyImports(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const [a, b] = [moduleOf(from), moduleOf(to)];
      return a !== undefined && b !== undefined && a !== b && SCREEN_ONLY_MODULES.includes(b);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe("vendor API module graph", () => {
  const edges = importGraph(VENDOR_API);

  it("reads the imports of the tree", () => {
    expect(moduleEdges(edges)).toContainEqual(["order", "sales-shared"]);
    expect(edges).toContainEqual({ from: "modules/order/booking.ts", to: "events/outbox.ts" });
  });

  it("has no import loop between the folders of modules/", () => {
    expect(cycles(moduleEdges(edges))).toEqual([]);
  });

  it("keeps db/, protocol/, events/, audit-trail/ and notify/ from importing a domain of modules/", () => {
    expect(lowerLayerImports(edges)).toEqual([]);
  });

  it("keeps every other domain from importing modules/audit or modules/system-email", () => {
    expect(screenOnlyImports(edges)).toEqual([]);
  });

  it("finds a loop, a lower layer's import and a screen-only module's import written to break the rules", () => {
    const broken: ImportEdge[] = [
      { from: "modules/order/cancel.ts", to: "modules/refund/add.ts" },
      { from: "modules/refund/add.ts", to: "modules/webhook/events.ts" },
      { from: "modules/webhook/events.ts", to: "modules/refund/states.ts" },
      { from: "db/schema/sales.ts", to: "modules/sales-shared/codes.ts" },
      { from: "protocol/session-hook.ts", to: "modules/api-token/service.ts" },
      { from: "audit-trail/record.ts", to: "modules/ledger/period.ts" },
      { from: "modules/role/service.ts", to: "modules/audit/service.ts" },
      { from: "modules/refund/add.ts", to: "modules/system-email/service.ts" },
      { from: "modules/audit/service.ts", to: "modules/ledger/period.ts" },
      { from: "modules/system-email/service.ts", to: "modules/system-email/schemas.ts" },
    ];
    expect(cycles(moduleEdges(broken))).toEqual([["refund", "webhook"]]);
    expect(lowerLayerImports(broken)).toEqual([
      "db/schema/sales.ts -> modules/sales-shared/codes.ts",
      "protocol/session-hook.ts -> modules/api-token/service.ts",
      "audit-trail/record.ts -> modules/ledger/period.ts",
    ]);
    expect(screenOnlyImports(broken)).toEqual([
      "modules/role/service.ts -> modules/audit/service.ts",
      "modules/refund/add.ts -> modules/system-email/service.ts",
    ]);
  });
});
