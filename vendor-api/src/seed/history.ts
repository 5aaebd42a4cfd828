import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect";
import { auditEntries, companyInfos, emailReceivers, roles, tenants } from "../db/schema";
import { diffChanges, type AuditInput } from "../audit-trail/record";

/**
 * The demo tenant's administrator set the console up before the data set begins: saved the company information,
 * reworded the sales agent's role and named who gets the refund mails. A new user opening Change History or System
 * E-mail finds that history (issue 61), written as those saves write it (modules/company, modules/role,
 * modules/system-email) and dated on the setup's days; the seed's calendar (calendar.ts) moves it with the rest.
 */
const SETUP_DAYS = {
  company: new Date("2024-01-20T15:00:00.000Z"),
  role: new Date("2024-01-21T14:30:00.000Z"),
  receivers: new Date("2024-01-22T16:00:00.000Z"),
};

/** Who gets the demo's refund requests and refund results (docs/system-contract.md, system e-mail). */
export const DEMO_RECEIVERS = [
  { email: "refunds@demo-tours.example.com", contactName: "Refund desk", type: "refund" as const },
  { email: "accounts@demo-tours.example.com", contactName: "Accounts", type: "refundResult" as const },
];

/** The sales agent's role as first created, before the administrator added transactions to its description. */
const FIRST_AGENT_DESCRIPTION = "Orders and refunds";

export async function seedDemoHistory(
  db: Db,
  ids: { tenantId: number; salesAgentRoleId: number; administrator: string },
): Promise<void> {
  const { tenantId, administrator } = ids;
  const entry = (at: Date, fields: Omit<AuditInput, "tenantId" | "actor">) => ({
    tenantId,
    actor: administrator,
    ...fields,
    createdAt: at,
  });

  const [company] = await db.select().from(companyInfos).where(eq(companyInfos.tenantId, tenantId));
  const [tenant] = await db.select({ timeZoneId: tenants.timeZoneId }).from(tenants).where(eq(tenants.id, tenantId));
  const [agent] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, ids.salesAgentRoleId)));
  const receivers = await db
    .insert(emailReceivers)
    .values(DEMO_RECEIVERS.map((receiver) => ({ tenantId, ...receiver, createdAt: SETUP_DAYS.receivers })))
    .returning();

  await db.insert(auditEntries).values([
    entry(SETUP_DAYS.company, {
      area: "company",
      action: "add",
      targetId: null,
      targetName: company.companyName,
      changes: diffChanges(null, {
        businessType: company.businessType,
        companyName: company.companyName,
        dotNumber: company.dotNumber,
        address: company.address,
        cityId: company.cityId,
        regionId: company.regionId,
        timeZoneId: tenant.timeZoneId,
        contactName: company.contactName,
        contactPhoneCode: company.contactPhoneCode,
        contactPhone: company.contactPhone,
        contactEmail: company.contactEmail,
        secondaryDomain: company.secondaryDomain,
      }),
    }),
    entry(SETUP_DAYS.role, {
      area: "role",
      action: "edit",
      targetId: agent.id,
      targetName: agent.name,
      changes: diffChanges(
        { name: agent.name, description: FIRST_AGENT_DESCRIPTION },
        { name: agent.name, description: agent.description },
      ),
    }),
    ...receivers.map((receiver) =>
      entry(SETUP_DAYS.receivers, {
        area: "receiver",
        action: "add",
        targetId: receiver.id,
        targetName: receiver.email,
        changes: diffChanges(null, { email: receiver.email, contactName: receiver.contactName, type: receiver.type }),
      }),
    ),
  ]);
}
