/**
 * How much of the GraphQL schema carries a description: every type, field, argument, input field and enum value
 * (docs/foundation-contract.md, "Versioning and deprecation"). `npm run schema:coverage` prints it from the schema the
 * gateway builds; tests/lint/schema-api.test.ts keeps it at 100 %.
 */
import "reflect-metadata";
import { fileURLToPath } from "node:url";
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLSchema,
} from "graphql";

export const DESCRIBED_KINDS = ["type", "field", "argument", "input field", "enum value"] as const;
export type DescribedKind = (typeof DESCRIBED_KINDS)[number];

export interface SchemaCoverage {
  /** Per kind: how many there are and how many carry a description. */
  counts: Record<DescribedKind, { total: number; described: number }>;
  /** Coordinates without a description, like `Coupon.state` or `Query.trips(page:)`. */
  missing: { kind: DescribedKind; coordinate: string }[];
}

const described = (description: string | null | undefined) => Boolean(description?.trim());

export function schemaCoverage(schema: GraphQLSchema): SchemaCoverage {
  const counts = Object.fromEntries(DESCRIBED_KINDS.map((kind) => [kind, { total: 0, described: 0 }])) as Record<
    DescribedKind,
    { total: number; described: number }
  >;
  const missing: SchemaCoverage["missing"] = [];
  const count = (kind: DescribedKind, coordinate: string, description: string | null | undefined) => {
    counts[kind].total += 1;
    if (described(description)) counts[kind].described += 1;
    else missing.push({ kind, coordinate });
  };
  const countArgs = (coordinate: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) count("argument", `${coordinate}(${arg.name}:)`, arg.description);
  };

  for (const type of Object.values(schema.getTypeMap())) {
    // graphql's own types and scalars are described by the specification, not by us.
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    count("type", type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        count("field", `${type.name}.${field.name}`, field.description);
        countArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        count("input field", `${type.name}.${field.name}`, field.description);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) count("enum value", `${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (["include", "skip", "deprecated", "specifiedBy", "oneOf"].includes(directive.name)) continue;
    countArgs(`@${directive.name}`, directive.args);
  }
  return { counts, missing };
}

const percent = (described: number, total: number) =>
  total === 0 ? "100.0" : ((Math.floor((described / total) * 1000) / 10).toFixed(1) as string);

export function formatCoverage({ counts, missing }: SchemaCoverage): string {
  const lines = DESCRIBED_KINDS.map((kind) => {
    const { total, described } = counts[kind];
    return `${`${kind}s`.padEnd(12)} ${String(described).padStart(5)} / ${String(total).padStart(5)}  ${percent(described, total).padStart(5)} %`;
  });
  const total = DESCRIBED_KINDS.reduce((sum, kind) => sum + counts[kind].total, 0);
  const all = DESCRIBED_KINDS.reduce((sum, kind) => sum + counts[kind].described, 0);
  lines.push(
    `${"all".padEnd(12)} ${String(all).padStart(5)} / ${String(total).padStart(5)}  ${percent(all, total).padStart(5)} %`,
  );
  if (missing.length) {
    lines.push("", "Without a description:", ...missing.map(({ kind, coordinate }) => `  ${kind}: ${coordinate}`));
  }
  return lines.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { buildGatewaySchema } = await import("../gateway/src/build-schema");
  const coverage = schemaCoverage(await buildGatewaySchema());
  console.log(formatCoverage(coverage));
  process.exitCode = coverage.missing.length ? 1 : 0;
}
