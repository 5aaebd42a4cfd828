import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One import of a source file: the file that imports and the file it names (relative imports only). */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** `./x` names x.ts, x.tsx or x/index.ts, as the bundler resolution of tsconfig.json does. */
function resolved(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ""));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base]) {
    try {
      if (SOURCE.test(candidate) && readFileSync(candidate)) return candidate;
    } catch {
      // not this candidate
    }
  }
  return undefined;
}

/**
 * Every relative import (static, type-only, re-export or `import()` with a literal) of the source files under `root`,
 * with paths relative to `root`. Package and `#alias` imports leave the tree and are not edges.
 */
export function importGraph(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith("."))
      .flatMap(({ fileName }) => {
        const target = resolved(file, fileName);
        return target ? [{ from: path.relative(root, file), to: path.relative(root, target) }] : [];
      });
  });
}

/** The loops of a directed graph (its strongly connected components of two nodes or more), each sorted. */
export function cycles(edges: Array<[string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
