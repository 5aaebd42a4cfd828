import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect";
import { tenants } from "../../db/schema";
import { notFound } from "../../protocol/errors";
import type { GuideStepKey, initDataSchema, initStateSchema, tenantInfoSchema, TenantSummary } from "./schemas";

type TenantRow = typeof tenants.$inferSelect;

/** The guide's steps in display order, each with the tenant flag that records it (contract section 1). */
const GUIDE_STEPS = [
  ["companyInfo", "companyInfoState"],
  ["taxInfo", "taxInfoState"],
  ["bankInfo", "bankInfoState"],
  ["vendorPage", "vendorPageState"],
  ["payment", "paymentState"],
  ["activity", "activityState"],
] as const satisfies ReadonlyArray<readonly [GuideStepKey, keyof TenantRow]>;

export async function findTenant(db: Db, tenantId: number): Promise<TenantRow> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!tenant) throw notFound();
  return tenant;
}

export const toTenantSummary = (tenant: TenantRow): TenantSummary => ({
  tid: tenant.id,
  name: tenant.name,
  domain: tenant.domain,
  timeZone: tenant.timeZone,
  timeZoneId: tenant.timeZoneId,
});

export const toTenantInfo = (tenant: TenantRow): z.infer<typeof tenantInfoSchema> => ({
  ...toTenantSummary(tenant),
  initialized: tenant.initialized,
  createTime: tenant.createdAt.toISOString(),
});

export const toInitData = (tenant: TenantRow): z.infer<typeof initDataSchema> => ({
  initialized: tenant.initialized,
  steps: GUIDE_STEPS.map(([key, flag]) => ({ key, done: tenant[flag] })),
});

export const toInitState = (tenant: TenantRow): z.infer<typeof initStateSchema> => ({
  companyInfoState: tenant.companyInfoState,
  paymentState: tenant.paymentState,
  vendorPageState: tenant.vendorPageState,
  activityState: tenant.activityState,
  bankInfoState: tenant.bankInfoState,
  taxInfoState: tenant.taxInfoState,
  initialized: tenant.initialized,
});

/**
 * Records a finished guide step. The tenant becomes initialized once company info, vendor page and activity are done
 * (docs/foundation-contract.md section 1) and stays so. Not a versioned edit: finishing a step never conflicts with
 * another writer.
 */
export async function markGuideStepDone(db: Db, tenantId: number, step: GuideStepKey): Promise<void> {
  const flag = GUIDE_STEPS.find(([key]) => key === step)![1];
  await db
    .update(tenants)
    .set({ [flag]: true })
    .where(eq(tenants.id, tenantId));
  await db
    .update(tenants)
    .set({
      initialized: sql`${tenants.initialized} or (${tenants.companyInfoState} and ${tenants.vendorPageState} and ${tenants.activityState})`,
    })
    .where(eq(tenants.id, tenantId));
}
