/**
 * The GraphQL schema as a public API (docs/foundation-contract.md, "Versioning and deprecation"): every part of it
 * described, and no breaking change or deprecation since the last release that CHANGELOG.md does not record.
 */
import { describe, expect, it } from "vitest";
import { readRepositoryInputs, schemaChanges, unrecordedChanges } from "../../scripts/schema-guard";

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
