/**
 * Roles and the permission catalogue through the gateway against the real vendor API (docs/system-contract.md
 * sections 2, 3, 6 and 9): refusals at their field (the gateway's before any call, the vendor API's after), stale
 * versions, tenant isolation, and a role's new permissions reaching its holders' very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let other: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  other = await loginAs(stack.url, "other", "other123");
});
afterAll(async () => {
  await stack?.close();
});

const ROLE_FIELDS = "id name description allPermissions permissions { type url } userCount version";
const CREATE_ROLE = `mutation Create($input: RoleInput!) { createRole(input: $input) { ${ROLE_FIELDS} } }`;
const UPDATE_ROLE = `
  mutation Update($id: ID!, $version: Int!, $input: RoleInput!) { updateRole(id: $id, version: $version, input: $input) { ${ROLE_FIELDS} } }
`;
const ASSIGN = `
  mutation Assign($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {
    assignRoleResources(id: $id, version: $version, permissions: $permissions) { ${ROLE_FIELDS} }
  }
`;
let sequence = 0;
const uniqueName = () => `GW role ${process.pid} ${++sequence}`;

async function roleNamed(name: string, token = stack.admin) {
  const result = await stack.run(
    `query Roles($name: String) { roles(filter: { name: $name }, page: { number: 1, size: 100 }) { items { ${ROLE_FIELDS} } } }`,
    { name },
    token,
  );
  const role = result.data?.roles.items.find((item: { name: string }) => item.name === name);
  if (!role) throw new Error(`no role ${name}: ${JSON.stringify(result.errors)}`);
  return role;
}

describe("roles", () => {
  it("creates a role without permissions, renames it with its version and refuses a stale one", async () => {
    const name = uniqueName();
    const created = await stack.run(CREATE_ROLE, { input: { name, description: "Reads orders" } });
    expect(created.errors).toBeUndefined();
    const role = created.data!.createRole;
    expect(role).toMatchObject({
      name,
      description: "Reads orders",
      allPermissions: false,
      permissions: [],
      userCount: 0,
    });

    const renamed = await stack.run(UPDATE_ROLE, { id: role.id, version: role.version, input: { name: `${name}!` } });
    expect(renamed.data!.updateRole.name).toBe(`${name}!`);
    expect((await stack.run(`{ role(id: "${role.id}") { name } }`)).data!.role.name).toBe(`${name}!`);

    const stale = await stack.run(UPDATE_ROLE, { id: role.id, version: role.version, input: { name } });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
  });

  it("refuses a name or description that breaks the rules at its field before any call", async () => {
    stack.proxy.reset();
    const blank = await stack.run(CREATE_ROLE, { input: { name: " ", description: "x".repeat(201) } });
    expect(fieldMessages(blank.errors?.[0])).toEqual({
      name: "Required",
      description: "No more than 200 characters",
    });
    const long = await stack.run(CREATE_ROLE, { input: { name: "n".repeat(51) } });
    expect(fieldMessages(long.errors?.[0])).toEqual({ name: "role name too long" });
    expect(stack.proxy.count("/role/add")).toBe(0);
  });

  it("refuses a name the tenant has already at its field (the vendor API's rule)", async () => {
    const duplicate = await stack.run(CREATE_ROLE, { input: { name: "Administrator" } });
    expect(fieldMessages(duplicate.errors?.[0])).toEqual({ name: "Role name already exists" });
  });

  it("refuses to delete a role users hold, and deletes one nobody holds", async () => {
    const administrator = await roleNamed("Administrator");
    const held = await stack.run(
      `mutation { deleteRole(id: "${administrator.id}", version: ${administrator.version}) }`,
    );
    expect(fieldMessages(held.errors?.[0]).id).toMatch(/^The role is held by \d+ users$/);

    const role = (await stack.run(CREATE_ROLE, { input: { name: uniqueName() } })).data!.createRole;
    const deleted = await stack.run(`mutation { deleteRole(id: "${role.id}", version: ${role.version}) }`);
    expect(deleted.data).toEqual({ deleteRole: true });
    expect((await stack.run(`{ role(id: "${role.id}") { id } }`)).errors?.[0].extensions?.upstreamCode).toBe(20404);
  });

  it("answers the catalogue as the Assign Resources tree places it", async () => {
    const result = await stack.run(`{ permissionCatalogue { type url name group parent } }`);
    const entries = result.data!.permissionCatalogue as Array<{ type: string; url: string; parent: string | null }>;
    const entry = (type: string, url: string) => entries.find((item) => item.type === type && item.url === url);
    expect(entry("PAGE", "user_list")).toMatchObject({ group: "system", parent: null });
    expect(entry("PAGE", "trip_edit")?.parent).toBe("trip_list");
    expect(entry("PAGE", "add_receiver")?.parent).toBe("system_email");
    expect(entry("CMD", "/user/add")?.parent).toBe("user_list");
    expect(entry("CMD", "/audit/list")).toBeDefined();
  });

  it("keeps each tenant's roles to itself", async () => {
    const administrator = await roleNamed("Administrator");
    const read = await stack.run(`{ role(id: "${administrator.id}") { id } }`, {}, other);
    expect(read.errors?.[0].extensions?.upstreamCode).toBe(20404);
    const edit = await stack.run(
      UPDATE_ROLE,
      { id: administrator.id, version: administrator.version, input: { name: "Taken over" } },
      other,
    );
    expect(edit.errors?.[0].extensions?.upstreamCode).toBe(20404);
    expect((await roleNamed("Administrator")).version).toBe(administrator.version);
  });
});

describe("a role's permissions reach its holders' very next request", () => {
  it("grants the agent the trip list and takes it away again, each seen by the agent's next request", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const trips = () => stack.run(`{ trips(page: { number: 1, size: 1 }) { total } }`, {}, agent);
    expect((await trips()).errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const salesAgent = await roleNamed("Sales agent");
    const granted = await stack.run(ASSIGN, {
      id: salesAgent.id,
      version: salesAgent.version,
      permissions: [...salesAgent.permissions, { type: "PAGE", url: "trip_list" }],
    });
    expect(granted.errors).toBeUndefined();
    const afterGrant = await trips();
    expect(afterGrant.errors).toBeUndefined();
    expect(afterGrant.data!.trips.total).toBeGreaterThan(0);

    const revoked = await stack.run(ASSIGN, {
      id: salesAgent.id,
      version: granted.data!.assignRoleResources.version,
      permissions: salesAgent.permissions,
    });
    expect(revoked.errors).toBeUndefined();
    expect((await trips()).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("lets a role with the company screens but not their edit actions read them and refuses every save", async () => {
    const agent = await loginAs(stack.url, "agent", "agent123");
    const salesAgent = await roleNamed("Sales agent");
    const pages = ["company_info", "tax_info", "bank_info", "home_page"].map((url) => ({ type: "PAGE", url }));
    const granted = await stack.run(ASSIGN, {
      id: salesAgent.id,
      version: salesAgent.version,
      permissions: [...salesAgent.permissions, ...pages],
    });
    expect(granted.errors).toBeUndefined();
    try {
      const read = await stack.run(
        `{ companyInfo { companyName } taxInfo { legalName } bankInfo { accountHolderName } vendorPage { aboutUs } }`,
        {},
        agent,
      );
      expect(read.errors).toBeUndefined();
      expect(read.data!.companyInfo.companyName).toBeTruthy();

      stack.proxy.reset();
      const saves = [
        `mutation { saveCompanyInfo(version: 1, input: { companyName: "x", address: "x", contactName: "x", contactPhone: "x", contactEmail: "x" }) { version } }`,
        `mutation { sendCompanyEmailVerification { sentTo } }`,
        `mutation { saveTaxInfo(version: 1, input: { legalName: "x" }) { version } }`,
        `mutation { saveBankInfo(version: 1, input: { accountHolderName: "x", accountType: CHECKING }) { version } }`,
        `mutation { saveVendorPage(version: 1, input: { aboutUs: "x" }) { version } }`,
      ];
      for (const save of saves) {
        expect((await stack.run(save, {}, agent)).errors?.[0].extensions?.code, save).toBe("FORBIDDEN");
      }
      expect(stack.proxy.calls.filter((call) => /^\/(company|vendor\/page)\//.test(call.path))).toEqual([]);
    } finally {
      const restored = await stack.run(ASSIGN, {
        id: salesAgent.id,
        version: granted.data!.assignRoleResources.version,
        permissions: salesAgent.permissions,
      });
      expect(restored.errors).toBeUndefined();
    }
  });

  it("replaces what a role grants with the list given", async () => {
    const role = (await stack.run(CREATE_ROLE, { input: { name: uniqueName() } })).data!.createRole;
    const assigned = await stack.run(ASSIGN, {
      id: role.id,
      version: role.version,
      permissions: [
        { type: "PAGE", url: "order_list" },
        { type: "CMD", url: "/refund/add" },
      ],
    });
    expect(assigned.data!.assignRoleResources).toMatchObject({
      allPermissions: false,
      permissions: [
        { type: "PAGE", url: "order_list" },
        { type: "CMD", url: "/refund/add" },
      ],
    });
  });
});
