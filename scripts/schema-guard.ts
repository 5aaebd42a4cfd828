/**
 * The schema's breaking-change guard (docs/foundation-contract.md, "Versioning and deprecation"): compares
 * schema/schema.graphql with schema/released.graphql, the schema of the last release (package.json's version), and
 * lists every breaking change and every new deprecation that CHANGELOG.md does not name under the version being
 * released. `npm run schema:guard` prints them; tests/lint/schema-api.test.ts fails on any.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CriticalityLevel, diff } from "@graphql-inspector/core";
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
export const RELEASED_SCHEMA_FILE = root("schema/released.graphql");
export const CURRENT_SCHEMA_FILE = root("schema/schema.graphql");
export const CHANGELOG_FILE = root("CHANGELOG.md");

export interface SchemaChange {
  kind: "breaking" | "deprecation";
  /** The schema coordinate the changelog must name in backquotes, like `Coupon.checkType`. */
  coordinate: string;
  message: string;
}

/** Every deprecated field, argument, input field and enum value, by coordinate (`Type.field`, `Type.field.arg`). */
function deprecations(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found.set(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of "args" in field ? field.args : []) {
          if (arg.deprecationReason) found.set(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
        }
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.deprecationReason) found.set(`${type.name}.${value.name}`, value.deprecationReason);
      }
    }
  }
  return found;
}

/** The breaking changes and the new deprecations from `released` to `current`. */
export async function schemaChanges(released: string, current: string): Promise<SchemaChange[]> {
  const before = buildSchema(released);
  const after = buildSchema(current);
  const changes: SchemaChange[] = (await diff(before, after))
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ kind: "breaking", coordinate: change.path ?? change.type, message: change.message }));
  const old = deprecations(before);
  for (const [coordinate, reason] of deprecations(after)) {
    if (!old.has(coordinate)) changes.push({ kind: "deprecation", coordinate, message: `deprecated: ${reason}` });
  }
  return changes;
}

const versionParts = (version: string) => version.split(".").map(Number);
function isLater(version: string, than: string): boolean {
  const [a, b] = [versionParts(version), versionParts(than)];
  for (let index = 0; index < 3; index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return false;
}

/**
 * The changelog's section for the version being released: the first `## <version>` heading later than the released
 * version, up to the next `## ` heading. Empty when the changelog has none.
 */
export function unreleasedSection(changelog: string, releasedVersion: string): string {
  const sections = changelog.split(/^(?=## )/m);
  const section = sections.find((text) => {
    const version = /^## \[?v?(\d+\.\d+\.\d+)/.exec(text)?.[1];
    return version !== undefined && isLater(version, releasedVersion);
  });
  return section ?? "";
}

/** The changes the changelog's section for the next version does not name. */
export async function unrecordedChanges(input: {
  released: string;
  current: string;
  changelog: string;
  releasedVersion: string;
}): Promise<SchemaChange[]> {
  const section = unreleasedSection(input.changelog, input.releasedVersion);
  return (await schemaChanges(input.released, input.current)).filter(
    (change) => !section.includes(`\`${change.coordinate}\``),
  );
}

export function readRepositoryInputs() {
  const packageJson = JSON.parse(readFileSync(root("package.json"), "utf8")) as { version: string };
  return {
    released: readFileSync(RELEASED_SCHEMA_FILE, "utf8"),
    current: readFileSync(CURRENT_SCHEMA_FILE, "utf8"),
    changelog: readFileSync(CHANGELOG_FILE, "utf8"),
    releasedVersion: packageJson.version,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const inputs = readRepositoryInputs();
  const all = await schemaChanges(inputs.released, inputs.current);
  const section = unreleasedSection(inputs.changelog, inputs.releasedVersion);
  const missing = all.filter((change) => !section.includes(`\`${change.coordinate}\``));
  for (const change of all) {
    const listed = missing.includes(change) ? "NOT IN CHANGELOG" : "listed";
    console.log(`${change.kind.padEnd(11)} ${change.coordinate}  (${listed}) ${change.message}`);
  }
  const breaking = all.filter((change) => change.kind === "breaking").length;
  console.log(
    `Since ${inputs.releasedVersion}: ${breaking} breaking change(s), ${all.length - breaking} deprecation(s); ` +
      `${missing.length} not in CHANGELOG.md under the next version.`,
  );
  process.exitCode = missing.length ? 1 : 0;
}
