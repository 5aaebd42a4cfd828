import { count, sql } from "drizzle-orm";
import { COUNTER_CHANNEL, PERMISSION_CATALOGUE, type CatalogueEntry } from "#rules";
import type { Db } from "../db/connect";
import {
  bookingFeeConfigs,
  channels,
  creditCardConfigs,
  paypalConfigs,
  permissions,
  rolePermissions,
  roles,
  stripeAccounts,
  tenants,
  userRoles,
  users,
} from "../db/schema";
import { hashPassword } from "../security/passwords";
import { seedDemoCatalogue } from "./catalogue";
import { seedDemoCompanies } from "./company";
import { seedDemoCoupons } from "./coupons";
import { seedDemoHistory } from "./history";
import { addYears, moveDemoData, yearsBefore } from "./calendar";
import { seedDemoSales, seedRecentSales } from "./sales";
import { SALES_REFERENCE_DATE } from "./sales-data/tenant";
import { seedDemoStatements } from "./statements";
import { TimeZoneIds } from "./reference-data";

/** The ids of the demo data (contract section 2); tests and later seeds refer to them. */
export const DemoIds = {
  tenants: { demoTours: 1001, freshVendor: 1002, otherTours: 1003 },
  channels: {
    demoToursWeb: 1,
    demoToursApp: 2,
    freshVendorWeb: 3,
    freshVendorApp: 4,
    otherToursWeb: 5,
    otherToursApp: 6,
    demoToursCounter: 7,
    freshVendorCounter: 8,
    otherToursCounter: 9,
  },
  roles: { demoToursAdministrator: 1, demoToursSalesAgent: 2, freshVendorAdministrator: 3, otherToursAdministrator: 4 },
  users: { admin: 1, agent: 2, newvendor: 3, other: 4 },
} as const;

type TenantRow = typeof tenants.$inferInsert;

const setupFinished = {
  companyInfoState: true,
  taxInfoState: true,
  bankInfoState: true,
  vendorPageState: true,
  paymentState: true,
  activityState: true,
  initialized: true,
} satisfies Partial<TenantRow>;

const CREATED_AT = new Date("2024-01-15T14:00:00.000Z");

const TENANTS: TenantRow[] = [
  {
    id: DemoIds.tenants.demoTours,
    name: "Demo Tours",
    domain: "demo-tours.example.com",
    timeZone: "America/New_York",
    timeZoneId: TimeZoneIds.newYork,
    ...setupFinished,
    createdAt: CREATED_AT,
  },
  {
    id: DemoIds.tenants.freshVendor,
    name: "Fresh Vendor",
    domain: null,
    timeZone: "America/Chicago",
    timeZoneId: TimeZoneIds.chicago,
    createdAt: CREATED_AT,
  },
  {
    id: DemoIds.tenants.otherTours,
    name: "Other Tours",
    domain: "other-tours.example.com",
    timeZone: "Europe/London",
    timeZoneId: TimeZoneIds.london,
    ...setupFinished,
    createdAt: CREATED_AT,
  },
];

const CHANNELS = [
  { id: DemoIds.channels.demoToursWeb, tenantId: DemoIds.tenants.demoTours, key: "web" },
  { id: DemoIds.channels.demoToursApp, tenantId: DemoIds.tenants.demoTours, key: "app" },
  { id: DemoIds.channels.freshVendorWeb, tenantId: DemoIds.tenants.freshVendor, key: "web" },
  { id: DemoIds.channels.freshVendorApp, tenantId: DemoIds.tenants.freshVendor, key: "app" },
  { id: DemoIds.channels.otherToursWeb, tenantId: DemoIds.tenants.otherTours, key: "web" },
  { id: DemoIds.channels.otherToursApp, tenantId: DemoIds.tenants.otherTours, key: "app" },
  { id: DemoIds.channels.demoToursCounter, tenantId: DemoIds.tenants.demoTours, key: COUNTER_CHANNEL },
  { id: DemoIds.channels.freshVendorCounter, tenantId: DemoIds.tenants.freshVendor, key: COUNTER_CHANNEL },
  { id: DemoIds.channels.otherToursCounter, tenantId: DemoIds.tenants.otherTours, key: COUNTER_CHANNEL },
];

interface DemoRole {
  id: number;
  tenantId: number;
  name: string;
  description: string;
  allPermissions: boolean;
  /** The catalogue entries a role without `allPermissions` holds, row by row. */
  grants?: (entry: CatalogueEntry) => boolean;
}

const ADMINISTRATOR = { name: "Administrator", description: "Every page and action", allPermissions: true };
const SALES_AGENT = {
  name: "Sales agent",
  description: "Orders, refunds and transactions",
  allPermissions: false,
  // What a sales agent needs: every sales action but setting a cancellation charge of their own, which is a
  // manager's decision (docs/sales-contract.md section 13).
  grants: (entry: CatalogueEntry) => entry.group === "sales" && entry.url !== "/order/cancel/override",
};

const ROLES: DemoRole[] = [
  { id: DemoIds.roles.demoToursAdministrator, tenantId: DemoIds.tenants.demoTours, ...ADMINISTRATOR },
  { id: DemoIds.roles.demoToursSalesAgent, tenantId: DemoIds.tenants.demoTours, ...SALES_AGENT },
  { id: DemoIds.roles.freshVendorAdministrator, tenantId: DemoIds.tenants.freshVendor, ...ADMINISTRATOR },
  { id: DemoIds.roles.otherToursAdministrator, tenantId: DemoIds.tenants.otherTours, ...ADMINISTRATOR },
];

const USERS = [
  {
    id: DemoIds.users.admin,
    tenantId: DemoIds.tenants.demoTours,
    username: "admin",
    password: "admin123",
    firstName: "Alice",
    lastName: "Admin",
    roleId: DemoIds.roles.demoToursAdministrator,
  },
  {
    id: DemoIds.users.agent,
    tenantId: DemoIds.tenants.demoTours,
    username: "agent",
    password: "agent123",
    firstName: "Sam",
    lastName: "Sales",
    roleId: DemoIds.roles.demoToursSalesAgent,
  },
  {
    id: DemoIds.users.newvendor,
    tenantId: DemoIds.tenants.freshVendor,
    username: "newvendor",
    password: "vendor123",
    firstName: "Nora",
    lastName: "Newman",
    roleId: DemoIds.roles.freshVendorAdministrator,
  },
  {
    id: DemoIds.users.other,
    tenantId: DemoIds.tenants.otherTours,
    username: "other",
    password: "other123",
    firstName: "Oliver",
    lastName: "Other",
    roleId: DemoIds.roles.otherToursAdministrator,
  },
];

export interface DemoAccount {
  tenant: string;
  username: string;
  password: string;
  role: string;
}

/** The demo sign-ins, for the first-start banner of `npm start` (the README lists the same). */
export const DEMO_ACCOUNTS: DemoAccount[] = USERS.map((user) => ({
  tenant: TENANTS.find((tenant) => tenant.id === user.tenantId)?.name ?? String(user.tenantId),
  username: user.username,
  password: user.password,
  role: ROLES.find((role) => role.id === user.roleId)?.name ?? "",
}));

/** Demo secrets are placeholders; they exist so the "stored but never returned" rule has something to hide. */
const PAYMENT_CONFIGS = {
  creditCard: [
    {
      tenantId: DemoIds.tenants.demoTours,
      gatewayType: 1,
      apiLoginId: "demo-api-login",
      transactionKey: "demo-transaction-key-1001",
      publicClientKey: "demo-public-client-key",
      cardOrganizations: ["VISA", "MasterCard", "Discover", "AmericaExpress"],
    },
    {
      tenantId: DemoIds.tenants.otherTours,
      gatewayType: 2,
      username: "other-gateway-user",
      password: "other-gateway-password-1003",
      merchantId: "OT-1003",
    },
  ],
  paypal: [
    {
      tenantId: DemoIds.tenants.demoTours,
      apiUsername: "demo-tours_api1.example.com",
      password: "demo-paypal-password-1001",
      signature: "demo-paypal-signature-1001",
      clientId: "demo-paypal-client-id",
      clientSecret: "demo-paypal-client-secret-1001",
      status: 1,
    },
  ],
  bookingFee: [
    { tenantId: DemoIds.tenants.demoTours, type: 1, amount: "2.00" },
    { tenantId: DemoIds.tenants.otherTours, type: 2, amount: "1.50" },
  ],
  stripe: [
    {
      id: "acct_demotours1001",
      tenantId: DemoIds.tenants.demoTours,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    },
    {
      id: "acct_othertours1003",
      tenantId: DemoIds.tenants.otherTours,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    },
  ],
};

async function seedAccounts(db: Db): Promise<void> {
  await db.insert(tenants).values(TENANTS);
  await db.insert(channels).values(CHANNELS);
  await db.insert(roles).values(ROLES.map(({ grants: _grants, ...role }) => role));
  const catalogue = await db
    .select({ id: permissions.id, type: permissions.type, url: permissions.url })
    .from(permissions);
  const idOf = new Map(catalogue.map((entry) => [`${entry.type} ${entry.url}`, entry.id]));
  await db.insert(rolePermissions).values(
    ROLES.flatMap((role) =>
      PERMISSION_CATALOGUE.filter((entry) => role.grants?.(entry) ?? false).map((entry) => ({
        roleId: role.id,
        permissionId: idOf.get(`${entry.type} ${entry.url}`)!,
      })),
    ),
  );
  const userRows = await Promise.all(
    USERS.map(async ({ password, roleId: _roleId, ...user }) => ({
      ...user,
      email: `${user.username}@example.com`,
      passwordHash: await hashPassword(password),
      creator: "system",
      createdAt: CREATED_AT,
    })),
  );
  await db.insert(users).values(userRows);
  await db.insert(userRoles).values(USERS.map((user) => ({ userId: user.id, roleId: user.roleId })));
}

async function seedPaymentConfigs(db: Db, encrypt: Encrypt): Promise<void> {
  const updatedAt = CREATED_AT;
  await db.insert(creditCardConfigs).values(
    PAYMENT_CONFIGS.creditCard.map((config) => ({
      ...config,
      ...(config.transactionKey ? { transactionKey: encrypt(config.transactionKey) } : {}),
      ...(config.password ? { password: encrypt(config.password) } : {}),
      updatedAt,
    })),
  );
  await db.insert(paypalConfigs).values(
    PAYMENT_CONFIGS.paypal.map((config) => ({
      ...config,
      password: encrypt(config.password),
      signature: encrypt(config.signature),
      clientSecret: encrypt(config.clientSecret),
      updatedAt,
    })),
  );
  await db.insert(bookingFeeConfigs).values(PAYMENT_CONFIGS.bookingFee.map((config) => ({ ...config, updatedAt })));
  await db.insert(stripeAccounts).values(PAYMENT_CONFIGS.stripe);
}

/** Explicit ids leave identity sequences behind; move them past the seeded rows so later inserts do not collide. */
async function advanceIdentitySequences(db: Db): Promise<void> {
  for (const table of ["tenants", "channels", "roles", "users"]) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
}

/** Encrypts a secret for storage (the keyring's): the seed writes no secret in clear, not even once. */
export type Encrypt = (plain: string) => string;

/**
 * Creates the demo tenants, accounts and settings once, when the database has no tenant yet. Secrets are encrypted
 * before their first write: a write-ahead log keeps what was written first (docs/system-contract.md section 7).
 * `today` is the demo's first day: the data set's history is moved to end on it (calendar.ts); left out, the data set
 * keeps its own calendar (its "today" is SALES_REFERENCE_DATE), as the tests know it.
 */
export async function seedDemoData(db: Db, encrypt: Encrypt, today: Date = SALES_REFERENCE_DATE): Promise<boolean> {
  const [{ tenantCount }] = await db.select({ tenantCount: count() }).from(tenants);
  if (tenantCount > 0) return false;
  const seededSince = new Date();
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedPaymentConfigs(tx, encrypt);
    await advanceIdentitySequences(tx);
    await seedDemoCatalogue(tx, DemoIds.tenants);
    await seedDemoCompanies(
      tx,
      { ...DemoIds.tenants, admin: DemoIds.users.admin, other: DemoIds.users.other },
      encrypt,
    );
    await seedDemoHistory(tx, {
      tenantId: DemoIds.tenants.demoTours,
      salesAgentRoleId: DemoIds.roles.demoToursSalesAgent,
      administrator: USERS[0].username,
    });
    await seedDemoSales(tx, DemoIds.tenants);
    await seedDemoCoupons(tx, DemoIds.tenants);
    const years = yearsBefore(today);
    await moveDemoData(tx, years, seededSince);
    await seedRecentSales(tx, DemoIds.tenants.demoTours, {
      from: addYears(SALES_REFERENCE_DATE, years),
      today,
      years,
    });
    await seedDemoStatements(tx, DemoIds.tenants, today);
  });
  return true;
}
