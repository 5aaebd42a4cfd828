/**
 * The gateway's authorization matrix, generated from its schema so that a new root field cannot skip it: every Query
 * and Mutation field × anonymous, a user holding every permission of the catalogue but the field's own, and a user
 * holding just the field's permission, against the real vendor API in a tenant of its own. The last row also proves
 * that the vendor API lets the field's permission through every route the field calls (it checks each route itself,
 * docs/foundation-contract.md section 1): a refusal there would surface as FORBIDDEN. Arguments are the smallest
 * values of their types, naming no record, so the holder's calls stop at "not found" or a rule and change nothing that
 * matters. Another tenant's records are covered by the domain matrices (system-, money-permissions and the sales
 * tests), which know which ids to aim at.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { PERMISSION_CATALOGUE } from "#rules";
import { readAccessRules, type AccessRule } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema, resolvers } from "../../gateway/src/build-schema";
import { gql, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

/** A valid value of each custom scalar; the test fails on a scalar missing here rather than skip its fields. */
const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: "999999999",
  Int: 1,
  Float: 1,
  String: "x",
  Boolean: false,
  DateTime: "2026-01-01T00:00:00Z",
  Money: "1.00",
};

/**
 * Fields whose resolver checks a second permission besides the directive's: a first payment save is an add, later
 * ones edits, each with its own cmd (docs/system-contract.md section 9). The samples send no version: an add. A job
 * over many orders needs its kind's cmd (the samples' first kind: RESEND_CONFIRMATIONS), and reading jobs the order
 * list's page or /departure/cancel (docs/sales-contract.md, "Jobs over many orders").
 */
const ALSO_NEEDS: Record<string, Array<{ type: "page" | "cmd"; url: string }>> = {
  saveCreditCardConfig: [{ type: "cmd", url: "/config/creditcard/add" }],
  savePaypalConfig: [{ type: "cmd", url: "/config/paypal/add" }],
  orderJobPreview: [{ type: "cmd", url: "/order/job/resend" }],
  startOrderJob: [{ type: "cmd", url: "/order/job/resend" }],
  orderJob: [{ type: "page", url: "order_list" }],
  orderJobs: [{ type: "page", url: "order_list" }],
};

/** Fields that end the caller's own session: asked anonymously and without the permission, never by the holder. */
const ENDS_OWN_SESSION = new Set(["logout", "changePassword"]);

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type)]));
  }
  const name = getNamedType(type).name;
  if (!(name in SCALAR_SAMPLES)) throw new Error(`no sample value for the scalar ${name}`);
  return SCALAR_SAMPLES[name];
}

/** The field asked alone, with sample values for its required arguments and `__typename` for a composite result. */
function documentFor(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter(
    (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined,
  );
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)]));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const source = `${operation}${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`;
  return { source, variables };
}

interface Row {
  name: string;
  operation: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
  rule: AccessRule;
}

const wire = (entry: { type: "page" | "cmd"; url: string }) => ({ type: entry.type.toUpperCase(), url: entry.url });
const ASSIGN = `
  mutation Assign($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
    assignRoleResources(id: $id, version: $version, permissions: $permissions) { version }
  }
`;

// Built while the file is collected: the tests are made from the schema's root fields, one per field and row.
const schema: GraphQLSchema = await buildGatewaySchema(resolvers);
const rows: Row[] = (["query", "mutation"] as const).flatMap((operation) => {
  const type = operation === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields()).map((field) => ({
    name: `${type.name}.${field.name}`,
    operation,
    field,
    rule: readAccessRules(schema, field)[0],
  }));
});
const guarded = rows.filter((row) => row.rule.kind !== "public");
const byPermission = rows.filter((row) => row.rule.kind === "permission");
const heldAlone = guarded.filter((row) => !ENDS_OWN_SESSION.has(row.field.name));

let stack: CatalogueStack;
let admin: string;
let probe: { token: string; roleId: string; version: number };

/** The probe user's one role, given exactly these permissions; the next request sees them (the access epoch). */
async function probeHolding(permissions: Array<{ type: "page" | "cmd"; url: string }>): Promise<string> {
  const assigned = await gql(
    stack.url,
    ASSIGN,
    { id: probe.roleId, version: probe.version, permissions: permissions.map(wire) },
    admin,
  );
  expect(assigned.errors, JSON.stringify(assigned.errors)).toBeUndefined();
  probe.version = assigned.data!.assignRoleResources.version;
  return probe.token;
}

async function codeOf(row: Row, token: string | undefined): Promise<string> {
  const { source, variables } = documentFor(row.operation, row.field);
  const result = await gql(stack.url, source, variables, token);
  const error = result.errors?.[0] as { extensions?: { code?: string } } | undefined;
  return error ? String(error.extensions?.code) : "data";
}

beforeAll(async () => {
  stack = await startCatalogueStack();
  // A tenant of its own: the holder's calls land where no demo record lives.
  const username = `matrix${Date.now().toString(36)}`;
  const created = await fetch(`${stack.vendorApi.url}/admin/tenants?timestamp=${Date.now()}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-admin-key": stack.vendorApi.adminKey },
    body: JSON.stringify({ name: `Matrix ${username}`, username, password: "secret12" }),
  }).then((response) => response.json() as Promise<{ status: { code: number } }>);
  expect(created.status.code).toBe(0);
  admin = await loginAs(stack.url, username, "secret12");
  const role = await gql(stack.url, `mutation { createRole(input: { name: "Probe" }) { id version } }`, {}, admin);
  const user = await gql(
    stack.url,
    `mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    {
      input: {
        username: `${username}_probe`,
        password: "secret12",
        firstName: "Pat",
        lastName: "Lee",
        status: "ACTIVE",
        roleIds: [role.data!.createRole.id],
      },
    },
    admin,
  );
  expect(user.errors, JSON.stringify(user.errors)).toBeUndefined();
  probe = {
    token: await loginAs(stack.url, `${username}_probe`, "secret12"),
    roleId: role.data!.createRole.id,
    version: role.data!.createRole.version,
  };
});
afterAll(async () => {
  await stack?.close();
});

describe("the gateway's authorization matrix, every root field", () => {
  it("covers the whole schema, each field with one rule and a permission of the catalogue", () => {
    expect(rows.length).toBeGreaterThan(80);
    const catalogue = new Set(PERMISSION_CATALOGUE.map((entry) => `${entry.type}:${entry.url}`));
    for (const row of rows) {
      expect(row.rule, row.name).toBeDefined();
      if (row.rule.kind === "permission") expect(catalogue, row.name).toContain(`${row.rule.type}:${row.rule.url}`);
    }
  });

  it.each(guarded)("answers $name anonymously with UNAUTHENTICATED", async (row) => {
    expect(await codeOf(row, undefined)).toBe("UNAUTHENTICATED");
  });

  it.each(byPermission)(
    "refuses $name to a user holding every permission but its own, before any call",
    async (row) => {
      const rule = row.rule as Extract<AccessRule, { kind: "permission" }>;
      const token = await probeHolding(
        PERMISSION_CATALOGUE.filter((entry) => entry.type !== rule.type || entry.url !== rule.url),
      );
      stack.proxy.reset();
      expect(await codeOf(row, token)).toBe("FORBIDDEN");
      // The permission load alone: the field was refused before its resolver called anything.
      expect(stack.proxy.calls.filter((call) => call.path !== "/vendor/account/permission/load")).toEqual([]);
    },
  );

  it.each(heldAlone)("lets $name through the gateway and the vendor API with just its permission", async (row) => {
    const own = row.rule.kind === "permission" ? [{ type: row.rule.type, url: row.rule.url }] : [];
    const token = await probeHolding([...own, ...(ALSO_NEEDS[row.field.name] ?? [])]);
    expect(["FORBIDDEN", "UNAUTHENTICATED", "PASSWORD_CHANGE_REQUIRED"]).not.toContain(await codeOf(row, token));
  });
});
