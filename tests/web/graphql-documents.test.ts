/**
 * The build compiles each `graphql()` call into an import of its own document module (web/build/graphql-documents.ts),
 * so no chunk carries the registry of every document (docs/scale-contract.md section 1).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileDocuments, readDocumentNames, readDocuments } from "../../web/build/graphql-documents";

const gql = fileURLToPath(new URL("../../web/src/gql/", import.meta.url));
const names = readDocumentNames(path.join(gql, "gql.ts"));
const documents = readDocuments(path.join(gql, "graphql.ts"));

describe("graphql() documents at build", () => {
  it("knows every document codegen wrote, each as a document of its own", () => {
    expect(names.size).toBeGreaterThan(100);
    for (const name of names.values()) {
      const document = JSON.parse(documents.get(name)!) as { kind: string; __meta__?: { hash: string } };
      expect(document.kind).toBe("Document");
      if (name.endsWith("Document")) expect(document.__meta__?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
  });

  it("replaces a call with its document's module and drops the unused graphql import", () => {
    const [text, name] = [...names].find(([, documentName]) => documentName === "ShellDocument")!;
    const source = [
      'import { getFragmentData, graphql, type FragmentType } from "@/gql";',
      `const ShellQuery = graphql(\`${text}\`);`,
      "export { ShellQuery, getFragmentData };",
    ].join("\n");
    const compiled = compileDocuments(source, names, "Shell.tsx")!;
    expect(compiled).toContain(
      `import __document_${name} from ${JSON.stringify(`\0vendor-console-document:${name}`)};`,
    );
    expect(compiled).toContain(`const ShellQuery = __document_${name};`);
    expect(compiled).toContain('import { getFragmentData, type FragmentType } from "@/gql";');
    expect(compiled).not.toMatch(/\bgraphql\b/);
  });

  it("fails the build for a document codegen has not seen", () => {
    const source = 'import { graphql } from "@/gql";\nconst Q = graphql(`query Unknown { me { id } }`);';
    expect(() => compileDocuments(source, names, "Unknown.tsx")).toThrow(/npm run generate:web/);
  });

  it("rewrites every call in the console's sources", () => {
    const webSrc = fileURLToPath(new URL("../../web/src/", import.meta.url));
    let files = 0;
    for (const entry of readdirSync(webSrc, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || file.startsWith(gql)) continue;
      const compiled = compileDocuments(readFileSync(file, "utf8"), names, file);
      if (compiled === undefined) continue;
      expect(compiled, file).not.toMatch(/\bgraphql\(/);
      files++;
    }
    expect(files).toBeGreaterThan(50);
  });
});
