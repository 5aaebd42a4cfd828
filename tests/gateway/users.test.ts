/**
 * Users through the gateway against the real vendor API (docs/system-contract.md sections 1, 3, 6 and 9): refusals at
 * their field (the gateway's before any call, the vendor API's after), stale versions, tenant isolation, and a
 * forbidden, reset, reassigned or deleted user meeting the change on their very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldMessages, gql, LOGIN, loginAs } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
let other: string;
let roleIds: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  other = await loginAs(stack.url, "other", "other123");
  const roles = await stack.run(`{ assignableRoles { id name } me { user { id } } }`);
  roleIds = Object.fromEntries(
    roles.data!.assignableRoles.map((role: { id: string; name: string }) => [role.name, role.id]),
  );
  adminId = roles.data!.me.user.id;
});
afterAll(async () => {
  await stack?.close();
});

const USER_FIELDS =
  "id username firstName lastName email phoneCode phone status roles { id name } creator mustChangePassword version";
const CREATE_USER = `mutation Create($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `
  mutation Update($id: ID!, $version: Int!, $input: UpdateUserInput!) { updateUser(id: $id, version: $version, input: $input) { ${USER_FIELDS} } }
`;
const PASSWORD = "secret12";
let sequence = 0;
const uniqueUsername = () => `gw_${process.pid}_${Date.now().toString(36)}_${++sequence}`;

const details = { firstName: "Gina", lastName: "Walker", status: "ACTIVE" };

async function createUser(role = "Sales agent") {
  const username = uniqueUsername();
  const result = await stack.run(CREATE_USER, {
    input: { ...details, username, password: PASSWORD, roleIds: [roleIds[role]] },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createUser as { id: string; username: string; version: number };
}

const orders = (token: string) => stack.run(`{ orders(page: { number: 1, size: 1 }) { total } }`, {}, token);

describe("users", () => {
  it("creates a user with roles, finds it by name and status, edits it with its version and refuses a stale one", async () => {
    const username = uniqueUsername();
    const created = await stack.run(CREATE_USER, {
      input: {
        ...details,
        username,
        email: "gina@example.com",
        phoneCode: "+1",
        phone: `212555${String(Date.now()).slice(-4)}`,
        password: PASSWORD,
        roleIds: [roleIds["Sales agent"]],
      },
    });
    expect(created.errors).toBeUndefined();
    const user = created.data!.createUser;
    expect(user).toMatchObject({
      username,
      status: "ACTIVE",
      roles: [{ id: roleIds["Sales agent"], name: "Sales agent" }],
      creator: "admin",
      mustChangePassword: false,
    });
    expect(JSON.stringify(created)).not.toContain(PASSWORD);

    const found = await stack.run(
      `query Find($username: String) { users(filter: { username: $username, status: ACTIVE }) { total items { id } } }`,
      { username },
    );
    expect(found.data!.users).toEqual({ total: 1, items: [{ id: user.id }] });

    const edited = await stack.run(UPDATE_USER, {
      id: user.id,
      version: user.version,
      input: { ...details, lastName: "Walker-Smith", email: "" },
    });
    expect(edited.data!.updateUser).toMatchObject({ lastName: "Walker-Smith", email: null, phone: null });
    expect((await stack.run(`{ user(id: "${user.id}") { lastName } }`)).data!.user.lastName).toBe("Walker-Smith");

    const stale = await stack.run(UPDATE_USER, { id: user.id, version: user.version, input: details });
    expect(stale.errors?.[0].extensions?.code).toBe("STALE_DATA");
  });

  it("refuses a user that breaks the rules at its fields before any call", async () => {
    stack.proxy.reset();
    const result = await stack.run(CREATE_USER, {
      input: {
        username: "no spaces",
        firstName: "",
        lastName: "R2D2",
        email: "not-an-address",
        phone: "2125550100",
        password: "123",
        status: "ACTIVE",
        roleIds: [],
      },
    });
    expect(fieldMessages(result.errors?.[0])).toEqual({
      username: "Incorrect name",
      firstName: "Please enter first name",
      lastName: "Incorrect name",
      email: "Invalid email",
      phoneCode: "Area code is required",
      password: "Password must be 6 to 128 characters",
      roleIds: "Select at least one role",
    });
    const reset = await stack.run(
      `mutation { resetUserPassword(id: "${adminId}", newPassword: "${"x".repeat(129)}") }`,
    );
    expect(fieldMessages(reset.errors?.[0])).toEqual({ newPassword: "Password must be 6 to 128 characters" });
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/user/"))).toEqual([]);
  });

  it("refuses to forbid or delete oneself before any call", async () => {
    const me = (await stack.run(`{ user(id: "${adminId}") { version } }`)).data!.user;
    stack.proxy.reset();
    const forbid = await stack.run(UPDATE_USER, {
      id: adminId,
      version: me.version,
      input: { firstName: "Demo", lastName: "Admin", status: "FORBIDDEN" },
    });
    expect(fieldMessages(forbid.errors?.[0])).toEqual({ status: "You cannot forbid or delete your own account" });
    const remove = await stack.run(`mutation { deleteUser(id: "${adminId}", version: ${me.version}) }`);
    expect(fieldMessages(remove.errors?.[0])).toEqual({ id: "You cannot forbid or delete your own account" });
    expect(stack.proxy.calls.filter((call) => call.path.startsWith("/user/"))).toEqual([]);
  });

  it("refuses a user name another tenant has at its field (the vendor API's rule)", async () => {
    const result = await stack.run(CREATE_USER, {
      input: { ...details, username: "other", password: PASSWORD, roleIds: [roleIds["Sales agent"]] },
    });
    expect(fieldMessages(result.errors?.[0])).toEqual({ username: "User name already exists" });
  });

  it("keeps each tenant's users to itself", async () => {
    const user = await createUser();
    const read = await stack.run(`{ user(id: "${user.id}") { id } }`, {}, other);
    expect(read.errors?.[0].extensions?.upstreamCode).toBe(20404);
    const forbid = await stack.run(
      UPDATE_USER,
      { id: user.id, version: user.version, input: { ...details, status: "FORBIDDEN" } },
      other,
    );
    expect(forbid.errors?.[0].extensions?.upstreamCode).toBe(20404);
    const list = await stack.run(`{ users(page: { number: 1, size: 100 }) { items { id } } }`, {}, other);
    expect(list.data!.users.items.map((item: { id: string }) => item.id)).not.toContain(user.id);
  });
});

describe("a change to a user reaches their very next request", () => {
  it("forbidding ends the user's session at once, and their login is refused", async () => {
    const user = await createUser();
    const token = await loginAs(stack.url, user.username, PASSWORD);
    expect((await orders(token)).errors).toBeUndefined();

    const forbidden = await stack.run(UPDATE_USER, {
      id: user.id,
      version: user.version,
      input: { ...details, status: "FORBIDDEN" },
    });
    expect(forbidden.data!.updateUser.status).toBe("FORBIDDEN");
    expect((await orders(token)).errors?.[0].extensions).toMatchObject({
      code: "UNAUTHENTICATED",
      upstreamCode: 21430,
    });
    const login = await gql(stack.url, LOGIN, { username: user.username, password: PASSWORD });
    expect(login.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", upstreamCode: 21199 });
  });

  it("a password reset ends the session, and the next login must change the password", async () => {
    const user = await createUser();
    const token = await loginAs(stack.url, user.username, PASSWORD);
    const reset = await stack.run(`mutation { resetUserPassword(id: "${user.id}", newPassword: "fresh123") }`);
    expect(reset.data).toEqual({ resetUserPassword: true });
    expect((await stack.run(`{ me { user { id } } }`, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const login = await gql(
      stack.url,
      `mutation { login(username: "${user.username}", password: "fresh123") { user { mustChangePassword } } }`,
    );
    expect(login.data).toEqual({ login: { user: { mustChangePassword: true } } });
  });

  it("new roles are the user's permissions from their next request on", async () => {
    const user = await createUser();
    const token = await loginAs(stack.url, user.username, PASSWORD);
    const trips = () => stack.run(`{ trips(page: { number: 1, size: 1 }) { total } }`, {}, token);
    expect((await trips()).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const assigned = await stack.run(
      `mutation Assign($id: ID!, $version: Int!, $roleIds: [ID!]!) { assignUserRoles(id: $id, version: $version, roleIds: $roleIds) { roles { name } } }`,
      { id: user.id, version: user.version, roleIds: [roleIds.Administrator] },
    );
    expect(assigned.data!.assignUserRoles.roles).toEqual([{ name: "Administrator" }]);
    expect((await trips()).errors).toBeUndefined();
  });

  it("a deleted user's next request is refused", async () => {
    const user = await createUser();
    const token = await loginAs(stack.url, user.username, PASSWORD);
    const deleted = await stack.run(`mutation { deleteUser(id: "${user.id}", version: ${user.version}) }`);
    expect(deleted.data).toEqual({ deleteUser: true });
    expect((await orders(token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
