import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, importGraph, type ImportEdge } from "./support/import-graph";

/**
 * The vendor API's layers (docs/system-contract.md section 12 for events): a domain folder of modules/ may import
 * another, never in a loop, and the layers below the domains (db/, protocol/, events/) import no domain. A side effect
 * of one domain on another goes through the outbox's events (events/dispatcher.ts), not through a call back up.
 */
const VENDOR_API = fileURLToPath(new URL("../../vendor-api/src", import.meta.url));
const LOWER_LAYERS = ["db", "protocol", "events"];

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

describe("vendor API module graph", () => {
  const edges = importGraph(VENDOR_API);

  it("reads the imports of the tree", () => {
    expect(moduleEdges(edges)).toContainEqual(["order", "sales-shared"]);
    expect(edges).toContainEqual({ from: "modules/order/booking.ts", to: "events/outbox.ts" });
  });

  it("has no import loop between the folders of modules/", () => {
    expect(cycles(moduleEdges(edges))).toEqual([]);
  });

  it("keeps db/, protocol/ and events/ from importing a domain of modules/", () => {
    expect(lowerLayerImports(edges)).toEqual([]);
  });

  it("finds a loop and a lower layer's import written to break the rules", () => {
    const broken: ImportEdge[] = [
      { from: "modules/order/cancel.ts", to: "modules/refund/add.ts" },
      { from: "modules/refund/add.ts", to: "modules/webhook/events.ts" },
      { from: "modules/webhook/events.ts", to: "modules/refund/states.ts" },
      { from: "db/schema/sales.ts", to: "modules/sales-shared/codes.ts" },
      { from: "protocol/session-hook.ts", to: "modules/api-token/service.ts" },
    ];
    expect(cycles(moduleEdges(broken))).toEqual([["refund", "webhook"]]);
    expect(lowerLayerImports(broken)).toEqual([
      "db/schema/sales.ts -> modules/sales-shared/codes.ts",
      "protocol/session-hook.ts -> modules/api-token/service.ts",
    ]);
  });
});
