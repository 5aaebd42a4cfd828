import { describe, expect, it } from "vitest";
import {
  buildPermissionTree,
  grantSummary,
  type CatalogueEntry,
  type PermissionNode,
} from "@/routes/system/role-list/permission-tree";

const page = (url: string, group: string, parent: string | null = null): CatalogueEntry => ({
  type: "PAGE",
  url,
  name: url,
  group,
  parent,
});
const cmd = (url: string, group: string, parent: string): CatalogueEntry => ({
  type: "CMD",
  url,
  name: url,
  group,
  parent,
});

/** The tree as nested urls, e.g. `["trip_list", ["trip_edit", "/trip/publish"]]`. */
const shape = (nodes: readonly PermissionNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.entry.url, shape(node.children)] : node.entry.url));

describe("the Assign Resources tree", () => {
  // Listed out of order on purpose: the tree follows the route table, not the catalogue's order.
  const catalogue = [
    page("role_list", "system"),
    cmd("/user/add", "system", "user_list"),
    page("user_list", "system"),
    cmd("/user/delete", "system", "user_list"),
    page("trip_edit", "trip", "trip_list"),
    cmd("/trip/publish", "trip", "trip_list"),
    page("trip_list", "trip"),
    page("company_info", "company"),
    cmd("/role/add", "system", "role_list"),
  ];

  it("groups pages as the menu does, hidden pages under their opener and each page's actions beneath it", () => {
    const tree = buildPermissionTree(catalogue);
    expect(tree.map((group) => group.group)).toEqual(["company", "trip", "system"]);
    expect(tree.map((group) => shape(group.nodes))).toEqual([
      ["company_info"],
      [["trip_list", ["trip_edit", "/trip/publish"]]],
      [
        ["user_list", ["/user/add", "/user/delete"]],
        ["role_list", ["/role/add"]],
      ],
    ]);
  });

  it("keeps an entry whose parent is not in the catalogue at its group's top", () => {
    const tree = buildPermissionTree([page("reservation", "trip", "trip_list"), page("tags_list", "trip")]);
    expect(shape(tree[0].nodes)).toEqual(["reservation", "tags_list"]);
  });

  it("counts pages and actions granted, and names actions granted without the page that offers them", () => {
    const summary = grantSummary(catalogue, new Set(["PAGE:user_list", "CMD:/user/add", "CMD:/role/add"]));
    expect(summary.pages.map((entry) => entry.url)).toEqual(["user_list"]);
    expect(summary.actions.map((entry) => entry.url)).toEqual(["/user/add", "/role/add"]);
    expect(summary.unreachable.map((entry) => entry.url)).toEqual(["/role/add"]);
  });
});
