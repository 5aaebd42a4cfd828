/**
 * The permission matrix of the system settings (docs/system-contract.md section 9): every new root field asked by
 * nobody, by the Demo Tours agent (who holds none of these pages and cmds), by its administrator and by another
 * tenant's administrator, against the real vendor API. The administrator's changes here are all refused by a rule
 * or a stale version, so the matrix changes nothing; another tenant's valid change of a Demo Tours record is "not
 * found".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { loginAs, outcomeOf } from "./support/graphql-client";
import { startCatalogueStack, type CatalogueStack } from "./support/catalogue";

let stack: CatalogueStack;
const tokens: Record<"anonymous" | "agent" | "admin" | "otherTenant", string | undefined> = {
  anonymous: undefined,
  agent: undefined,
  admin: undefined,
  otherTenant: undefined,
};
/** Demo Tours records the other tenant aims at. */
const ids = {
  admin: "",
  agent: "",
  agentVersion: 0,
  salesRole: "",
  salesRoleVersion: 0,
  receiver: "",
  receiverVersion: 0,
};

beforeAll(async () => {
  stack = await startCatalogueStack();
  tokens.admin = stack.admin;
  tokens.agent = await loginAs(stack.url, "agent", "agent123");
  tokens.otherTenant = await loginAs(stack.url, "other", "other123");
  const users = await stack.run(
    `{ me { user { id } } users(page: { number: 1, size: 100 }) { items { id username version } } }`,
  );
  const agent = users.data!.users.items.find((user: { username: string }) => user.username === "agent");
  const roles = await stack.run(`{ roles(filter: { name: "Sales agent" }) { items { id version } } }`);
  const receiver = await stack.run(
    `mutation { saveEmailReceiver(input: { email: "matrix@example.com", contactName: "Matrix", type: REFUND }) { id version } }`,
  );
  Object.assign(ids, {
    admin: users.data!.me.user.id,
    agent: agent.id,
    agentVersion: agent.version,
    salesRole: roles.data!.roles.items[0].id,
    salesRoleVersion: roles.data!.roles.items[0].version,
    receiver: receiver.data!.saveEmailReceiver.id,
    receiverVersion: receiver.data!.saveEmailReceiver.version,
  });
});
afterAll(async () => {
  await stack?.close();
});

type Outcome = "data" | "BAD_USER_INPUT" | "STALE_DATA" | "NOT_FOUND" | "ALLOWED";

interface Case {
  field: string;
  /** What the administrator (and the refused callers) send. */
  query: () => string;
  admin: Outcome;
  /** What another tenant's administrator sends and gets: by default the same request and outcome as the admin's. */
  otherTenant?: { query: () => string; outcome: Outcome };
}

const DETAILS = `firstName: "Gina", lastName: "Walker", status: ACTIVE`;
const cases: Case[] = [
  { field: "users", query: () => `{ users { total } }`, admin: "data" },
  {
    field: "user",
    query: () => `{ user(id: "${ids.agent}") { id } }`,
    admin: "data",
    otherTenant: { query: () => `{ user(id: "${ids.agent}") { id } }`, outcome: "NOT_FOUND" },
  },
  { field: "assignableRoles", query: () => `{ assignableRoles { id } }`, admin: "data" },
  {
    field: "createUser",
    query: () => `mutation { createUser(input: { username: "x", password: "1", roleIds: [], ${DETAILS} }) { id } }`,
    admin: "BAD_USER_INPUT",
  },
  {
    field: "updateUser",
    query: () =>
      `mutation { updateUser(id: "${ids.agent}", version: ${ids.agentVersion}, input: { firstName: "", lastName: "", status: ACTIVE }) { id } }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () =>
        `mutation { updateUser(id: "${ids.agent}", version: ${ids.agentVersion}, input: { ${DETAILS} }) { id } }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "deleteUser",
    query: () => `mutation { deleteUser(id: "${ids.admin}", version: 1) }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () => `mutation { deleteUser(id: "${ids.agent}", version: ${ids.agentVersion}) }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "assignUserRoles",
    query: () => `mutation { assignUserRoles(id: "${ids.agent}", version: ${ids.agentVersion}, roleIds: []) { id } }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () =>
        `mutation { assignUserRoles(id: "${ids.agent}", version: ${ids.agentVersion}, roleIds: ["${ids.salesRole}"]) { id } }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "resetUserPassword",
    query: () => `mutation { resetUserPassword(id: "${ids.agent}", newPassword: "1") }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () => `mutation { resetUserPassword(id: "${ids.agent}", newPassword: "taken123") }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "resetUserTwoFactor",
    // The agent has no second factor: refused at the id, after the permission checks.
    query: () => `mutation { resetUserTwoFactor(id: "${ids.agent}") }`,
    admin: "BAD_USER_INPUT",
    otherTenant: { query: () => `mutation { resetUserTwoFactor(id: "${ids.agent}") }`, outcome: "NOT_FOUND" },
  },
  { field: "twoFactorPolicy", query: () => `{ twoFactorPolicy { requireForManagers } }`, admin: "data" },
  {
    field: "saveTwoFactorPolicy",
    // Turning it on takes a second factor of one's own, which no demo administrator has.
    query: () => `mutation { saveTwoFactorPolicy(requireForManagers: true) { requireForManagers } }`,
    admin: "BAD_USER_INPUT",
  },
  { field: "roles", query: () => `{ roles { total } }`, admin: "data" },
  {
    field: "role",
    query: () => `{ role(id: "${ids.salesRole}") { id } }`,
    admin: "data",
    otherTenant: { query: () => `{ role(id: "${ids.salesRole}") { id } }`, outcome: "NOT_FOUND" },
  },
  { field: "permissionCatalogue", query: () => `{ permissionCatalogue { url } }`, admin: "data" },
  { field: "createRole", query: () => `mutation { createRole(input: { name: "" }) { id } }`, admin: "BAD_USER_INPUT" },
  {
    field: "updateRole",
    query: () =>
      `mutation { updateRole(id: "${ids.salesRole}", version: ${ids.salesRoleVersion}, input: { name: "" }) { id } }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () =>
        `mutation { updateRole(id: "${ids.salesRole}", version: ${ids.salesRoleVersion}, input: { name: "Mine now" }) { id } }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "deleteRole",
    // Held by the agent: the vendor API refuses it at `id`.
    query: () => `mutation { deleteRole(id: "${ids.salesRole}", version: ${ids.salesRoleVersion}) }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () => `mutation { deleteRole(id: "${ids.salesRole}", version: ${ids.salesRoleVersion}) }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "assignRoleResources",
    query: () => `mutation { assignRoleResources(id: "${ids.salesRole}", version: 0, permissions: []) { id } }`,
    admin: "STALE_DATA",
    otherTenant: {
      query: () =>
        `mutation { assignRoleResources(id: "${ids.salesRole}", version: ${ids.salesRoleVersion}, permissions: [{ type: PAGE, url: "order_list" }]) { id } }`,
      outcome: "NOT_FOUND",
    },
  },
  { field: "emailReceivers", query: () => `{ emailReceivers { total } }`, admin: "data" },
  {
    field: "emailReceiver",
    query: () => `{ emailReceiver(id: "${ids.receiver}") { id } }`,
    admin: "data",
    otherTenant: { query: () => `{ emailReceiver(id: "${ids.receiver}") { id } }`, outcome: "NOT_FOUND" },
  },
  {
    field: "saveEmailReceiver",
    query: () => `mutation { saveEmailReceiver(input: { email: "", contactName: "", type: REFUND }) { id } }`,
    admin: "BAD_USER_INPUT",
    otherTenant: {
      query: () =>
        `mutation { saveEmailReceiver(id: "${ids.receiver}", version: ${ids.receiverVersion}, input: { email: "mine@example.com", contactName: "Mine", type: REFUND }) { id } }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "deleteEmailReceiver",
    query: () => `mutation { deleteEmailReceiver(id: "${ids.receiver}", version: 0) }`,
    admin: "STALE_DATA",
    otherTenant: {
      query: () => `mutation { deleteEmailReceiver(id: "${ids.receiver}", version: ${ids.receiverVersion}) }`,
      outcome: "NOT_FOUND",
    },
  },
  {
    field: "sendTestEmail",
    query: () => `mutation { sendTestEmail(id: "${ids.receiver}") { sentTo } }`,
    admin: "data",
    otherTenant: { query: () => `mutation { sendTestEmail(id: "${ids.receiver}") { sentTo } }`, outcome: "NOT_FOUND" },
  },
  { field: "creditCardConfig", query: () => `{ creditCardConfig { id } }`, admin: "data" },
  { field: "paypalConfig", query: () => `{ paypalConfig { id } }`, admin: "data" },
  { field: "bookingFee", query: () => `{ bookingFee { type } }`, admin: "data" },
  { field: "serviceFee", query: () => `{ serviceFee { rate } }`, admin: "data" },
  { field: "unpaidHold", query: () => `{ unpaidHold { unpaidHoldDays } }`, admin: "data" },
  {
    field: "saveUnpaidHold",
    // A version that cannot be the stored one: refused without a change.
    query: () => `mutation { saveUnpaidHold(version: 999999, unpaidHoldDays: 7) { version } }`,
    admin: "STALE_DATA",
  },
  {
    field: "saveCreditCardConfig",
    // A version that cannot be the stored one: refused without a change, whether one is stored or not.
    query: () => `mutation { saveCreditCardConfig(version: 999999, input: { gatewayType: SOURCE_KEY }) { id } }`,
    admin: "ALLOWED",
  },
  {
    field: "savePaypalConfig",
    query: () =>
      `mutation { savePaypalConfig(version: 999999, input: { apiUsername: "a", clientId: "b", status: ACTIVE }) { id } }`,
    admin: "ALLOWED",
  },
  {
    field: "saveBookingFee",
    query: () => `mutation { saveBookingFee(input: { type: PER_ORDER, mode: FIXED, amount: "-1" }) { type } }`,
    admin: "BAD_USER_INPUT",
  },
  { field: "auditTrail", query: () => `{ auditTrail { total } }`, admin: "data" },
];

const expectOutcome = (actual: string, expected: Outcome, label: string) =>
  expected === "ALLOWED"
    ? expect(["FORBIDDEN", "UNAUTHENTICATED", "data"], label).not.toContain(actual)
    : expect(actual, label).toBe(expected);

describe("system settings permission matrix", () => {
  it("has a row for every root field the system settings guard", async () => {
    const schema = await buildGatewaySchema();
    const systemPages = new Set(["user_list", "role_list", "system_email", "add_receiver", "payment"]);
    const systemCmds = /^\/(user|role|system\/email|config|bookingfee|audit)\//;
    const guarded = [schema.getQueryType()!, schema.getMutationType()!]
      .flatMap((type) => Object.values(type.getFields()))
      .filter((field) =>
        readAccessRules(schema, field).some(
          (rule) =>
            rule.kind === "permission" &&
            (rule.type === "page" ? systemPages.has(rule.url) : systemCmds.test(rule.url)),
        ),
      )
      .map((field) => field.name);
    expect(cases.map((each) => each.field).sort()).toEqual(guarded.sort());
  });

  it.each(cases.map((each) => [each.field, each] as const))("%s", async (field, { query, admin, otherTenant }) => {
    expect(await outcomeOf(stack.url, query(), tokens.anonymous), `${field} anonymous`).toBe("UNAUTHENTICATED");
    expect(await outcomeOf(stack.url, query(), tokens.agent), `${field} agent`).toBe("FORBIDDEN");
    expectOutcome(await outcomeOf(stack.url, query(), tokens.admin), admin, `${field} admin`);
    const foreign = otherTenant ?? { query, outcome: admin };
    expectOutcome(
      await outcomeOf(stack.url, foreign.query(), tokens.otherTenant),
      foreign.outcome,
      `${field} other tenant`,
    );
  });

  it("left the Demo Tours records the matrix aimed at as they were", async () => {
    const result = await stack.run(
      `{ user(id: "${ids.agent}") { version } role(id: "${ids.salesRole}") { version } emailReceiver(id: "${ids.receiver}") { version } }`,
    );
    expect(result.data).toEqual({
      user: { version: ids.agentVersion },
      role: { version: ids.salesRoleVersion },
      emailReceiver: { version: ids.receiverVersion },
    });
    expect(await loginAs(stack.url, "agent", "agent123")).toBeTruthy();
  });
});
