/**
 * Compiles each `graphql(`…`)` call of the console into an import of its own document, as the client preset's babel
 * plugin does (Vite 8 builds without babel). The preset's `graphql()` looks documents up in one registry of every
 * document (`gql.ts`), and even its per-document exports share one module (`graphql.ts`), which a bundler keeps whole
 * in one chunk. Each document becomes a module of its own instead, so a route chunk carries only the documents it
 * uses (docs/scale-contract.md section 1). Types are unchanged: tsc still reads the calls through `gql.ts`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** `gql.ts`'s registry: each call's exact text and the name of its document in `graphql.ts`. */
export function readDocumentNames(gqlFile: string): Map<string, string> {
  const source = readFileSync(gqlFile, "utf8");
  const registry = source.slice(source.indexOf("const documents"));
  const names = new Map<string, string>();
  for (const [, text, name] of registry.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    names.set(JSON.parse(text) as string, name);
  }
  return names;
}

/** `graphql.ts`'s documents: each export's name and its JSON (every document line is `export const X = {…} as …;`). */
export function readDocuments(graphqlFile: string): Map<string, string> {
  const documents = new Map<string, string>();
  const line = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
  for (const [, name, json] of readFileSync(graphqlFile, "utf8").matchAll(line)) documents.set(name, json);
  return documents;
}

/** The module id of one document. */
const DOCUMENT_ID = "\0vendor-console-document:";

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"@\/gql";/;

/** Rewrites one module; `undefined` when it has no `graphql()` call. Throws for a call codegen has not seen. */
export function compileDocuments(code: string, names: ReadonlyMap<string, string>, file: string): string | undefined {
  if (!code.includes("graphql(")) return undefined;
  const used = new Set<string>();
  let compiled = code.replace(CALL, (_call, text: string) => {
    const name = names.get(text);
    if (!name) throw new Error(`${file}: a graphql() document that codegen has not seen: run \`npm run generate:web\``);
    used.add(name);
    return `__document_${name}`;
  });
  if (used.size === 0) return undefined;
  if (/\bgraphql\(/.test(compiled)) throw new Error(`${file}: graphql() must be called with one template literal`);
  compiled = compiled.replace(GQL_IMPORT, (_line, specifiers: string) => {
    const kept = specifiers
      .split(",")
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier && specifier !== "graphql");
    return kept.length ? `import { ${kept.join(", ")} } from "@/gql";` : "";
  });
  const imports = [...used].map((name) => `import __document_${name} from ${JSON.stringify(DOCUMENT_ID + name)};\n`);
  return imports.join("") + compiled;
}

export function graphqlDocuments(webSrc: string): Plugin {
  const gqlFolder = path.join(webSrc, "gql");
  let names = new Map<string, string>();
  let documents = new Map<string, string>();
  return {
    name: "vendor-console:graphql-documents",
    // Development (vite serve) keeps the registry, so a document edited there needs no rebuild of this map.
    apply: "build",
    buildStart() {
      names = readDocumentNames(path.join(gqlFolder, "gql.ts"));
      documents = readDocuments(path.join(gqlFolder, "graphql.ts"));
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_ID) ? id : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_ID)) return null;
      const json = documents.get(id.slice(DOCUMENT_ID.length));
      if (json === undefined) throw new Error(`${id}: not in web/src/gql/graphql.ts: run \`npm run generate:web\``);
      return `export default ${json};`;
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(webSrc) || file.startsWith(gqlFolder)) return null;
      const compiled = compileDocuments(code, names, file);
      return compiled === undefined ? null : { code: compiled, map: null };
    },
  };
}
