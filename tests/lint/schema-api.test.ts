/**
 * The GraphQL schema as a public API (docs/foundation-contract.md, "Versioning and deprecation"): every part of it
 * described, and no breaking change or deprecation since the last release that CHANGELOG.md does not record.
 */
import "reflect-metadata";
import { isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { formatCoverage, schemaCoverage } from "../../scripts/schema-coverage";
import { readRepositoryInputs, schemaChanges, unrecordedChanges } from "../../scripts/schema-guard";

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGatewaySchema();
});

describe("the schema's descriptions", () => {
  it("describes every type, field, argument, input field and enum value (npm run schema:coverage)", () => {
    const coverage = schemaCoverage(schema);
    expect(coverage.missing, formatCoverage(coverage)).toEqual([]);
    expect(coverage.counts.field.total).toBeGreaterThan(1000);
  });

  it("counts what has no description, directive arguments too", async () => {
    const { buildSchema } = await import("graphql");
    const bare = buildSchema(`
      directive @needs(page: String) on FIELD_DEFINITION
      "Reads." type Query { "A trip." trip(id: ID!): Trip @needs(page: "trip") }
      type Trip { id: ID! "Its state." state: State! }
      "A state." enum State { "Draft." DRAFT PUBLISHED }
      "A filter." input TripFilter { name: String }
    `);
    expect(
      schemaCoverage(bare)
        .missing.map(({ kind, coordinate }) => `${kind} ${coordinate}`)
        .sort(),
    ).toEqual(
      [
        "argument @needs(page:)",
        "argument Query.trip(id:)",
        "enum value State.PUBLISHED",
        "field Trip.id",
        "input field TripFilter.name",
        "type Trip",
      ].sort(),
    );
  });
});

describe("the list page types", () => {
  it("all implement the Page interface, which holds what every page answers besides its items", () => {
    const page = schema.getType("Page");
    expect(isInterfaceType(page) && Object.keys(page.getFields()).sort()).toEqual(
      ["page", "pageSize", "total", "totalIsLowerBound"].sort(),
    );
    const pageShaped = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && ["items", "total", "page", "pageSize"].every((f) => f in type.getFields()),
    );
    expect(pageShaped.length).toBeGreaterThanOrEqual(18);
    const implementing = schema.getPossibleTypes(page as never).map((type) => type.name);
    expect(pageShaped.map((type) => type.name).filter((name) => !implementing.includes(name))).toEqual([]);
  });
});

const RELEASED = `
type Query {
  "A coupon."
  coupon(id: ID!): Coupon
}
"A coupon."
type Coupon {
  "Its id."
  id: ID!
  "Its channel."
  subBusLine: String!
  "Its code."
  code: String!
}
"A coupon's fields."
input CouponInput {
  "Its channel."
  subBusLine: String
}
`;

/** The next version: `subBusLine` renamed (the old name deprecated, in and out), `code` removed. */
const CURRENT = `
type Query {
  "A coupon."
  coupon(id: ID!): Coupon
}
"A coupon."
type Coupon {
  "Its id."
  id: ID!
  "Its channel."
  channel: String!
  "Its channel."
  subBusLine: String! @deprecated(reason: "Use \`channel\`.")
}
"A coupon's fields."
input CouponInput {
  "Its channel."
  channel: String
  "Its channel."
  subBusLine: String @deprecated(reason: "Use \`channel\`.")
}
`;

const changelog = (next: string, released = "") =>
  `# Changelog\n\n## 0.2.0 (unreleased)\n\n${next}\n\n## 0.1.2\n\n${released}\n`;

const unrecorded = async (log: string) =>
  (await unrecordedChanges({ released: RELEASED, current: CURRENT, changelog: log, releasedVersion: "0.1.2" })).map(
    (change) => `${change.kind} ${change.coordinate}`,
  );

describe("the breaking-change guard", () => {
  it("finds the breaking changes and the new deprecations, inputs' too", async () => {
    const changes = (await schemaChanges(RELEASED, CURRENT)).map((change) => `${change.kind} ${change.coordinate}`);
    expect(changes.sort()).toEqual(
      ["breaking Coupon.code", "deprecation Coupon.subBusLine", "deprecation CouponInput.subBusLine"].sort(),
    );
  });

  it("fails on each change the changelog's next version does not name, whatever older versions say", async () => {
    expect((await unrecorded(changelog(""))).sort()).toEqual(
      ["breaking Coupon.code", "deprecation Coupon.subBusLine", "deprecation CouponInput.subBusLine"].sort(),
    );
    expect(await unrecorded(changelog("- `Coupon.subBusLine`, `CouponInput.subBusLine`: use `channel`."))).toEqual([
      "breaking Coupon.code",
    ]);
    const olderOnly = changelog("- `Coupon.subBusLine`, `CouponInput.subBusLine`: use `channel`.", "- `Coupon.code`");
    expect(await unrecorded(olderOnly)).toEqual(["breaking Coupon.code"]);
    const all = changelog("- Removed `Coupon.code`.\n- `Coupon.subBusLine`, `CouponInput.subBusLine`: use `channel`.");
    expect(await unrecorded(all)).toEqual([]);
  });

  it("passes nothing when the changelog has no section for the next version", async () => {
    const onlyReleased = "# Changelog\n\n## 0.1.2\n\n- `Coupon.code`, `Coupon.subBusLine`, `CouponInput.subBusLine`\n";
    expect(await unrecorded(onlyReleased)).toHaveLength(3);
  });

  it("finds every breaking change and deprecation of schema/schema.graphql since the release in CHANGELOG.md", async () => {
    expect(await unrecordedChanges(readRepositoryInputs())).toEqual([]);
  });
});
