/**
 * The Assign Resources tree (docs/system-contract.md section 2): the permission catalogue grouped as the sidebar groups
 * the route table, each page under its group, a hidden page under the page it opens from, and each page's actions
 * (cmd entries) beneath it. Pure, so the shape is tested without a browser.
 */
import { ROUTE_GROUPS, ROUTES } from "@/routes/route-model";

export interface CatalogueEntry {
  type: "PAGE" | "CMD";
  url: string;
  name: string;
  group: string;
  parent?: string | null;
}

export interface PermissionNode {
  /** `type:url`, unique in the catalogue. */
  key: string;
  entry: CatalogueEntry;
  children: PermissionNode[];
}

export interface PermissionGroup {
  group: string;
  nodes: PermissionNode[];
}

export const permissionKey = (entry: { type: string; url: string }) => `${entry.type}:${entry.url}`;

/** Position in a reference order; unknown entries after the known ones, in catalogue order. */
const rankIn = (order: readonly string[]) => (value: string) => {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
};

export function buildPermissionTree(catalogue: readonly CatalogueEntry[]): PermissionGroup[] {
  const nodes = new Map(
    catalogue.map((entry) => [
      permissionKey(entry),
      { key: permissionKey(entry), entry, children: [] as PermissionNode[] },
    ]),
  );
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    // A parent is always a page; one missing from the catalogue leaves the entry at its group's top.
    const parent = node.entry.parent ? nodes.get(`PAGE:${node.entry.parent}`) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const routeRank = rankIn(ROUTES.map((route) => route.key));
  const byRoute = (a: PermissionNode, b: PermissionNode) =>
    a.entry.type === b.entry.type
      ? a.entry.type === "PAGE"
        ? routeRank(a.entry.url) - routeRank(b.entry.url)
        : 0
      : a.entry.type === "PAGE"
        ? -1
        : 1;
  const sort = (list: PermissionNode[]) => {
    // Array.prototype.sort is stable: actions keep the catalogue's order.
    list.sort(byRoute);
    for (const node of list) sort(node.children);
    return list;
  };
  const groupRank = rankIn(ROUTE_GROUPS.map((group) => group.key));
  const groups = [...new Set(roots.map((node) => node.entry.group))].sort((a, b) => groupRank(a) - groupRank(b));
  return groups.map((group) => ({ group, nodes: sort(roots.filter((node) => node.entry.group === group)) }));
}

/** Every entry of a subtree, the node itself first. */
export function entriesOf(nodes: readonly PermissionNode[]): CatalogueEntry[] {
  return nodes.flatMap((node) => [node.entry, ...entriesOf(node.children)]);
}

/** What a selection grants, as the summary says it. */
export function grantSummary(catalogue: readonly CatalogueEntry[], selected: ReadonlySet<string>) {
  const granted = catalogue.filter((entry) => selected.has(permissionKey(entry)));
  return {
    pages: granted.filter((entry) => entry.type === "PAGE"),
    actions: granted.filter((entry) => entry.type === "CMD"),
    /** Actions granted without the page that offers them: no screen of the console reaches them. */
    unreachable: granted.filter(
      (entry) => entry.type === "CMD" && entry.parent && !selected.has(`PAGE:${entry.parent}`),
    ),
  };
}
