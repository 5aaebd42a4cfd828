import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { cities, companyInfos, dictionaryItems, tenants, timeZoneChanges } from "../../db/schema";
import { assertValid, staleVersion } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { BUSINESS_TYPES, codesOf, companyInfoFailures, fail, type FieldFailures } from "../../protocol/rules";
import { updateVersioned } from "../../protocol/versioning";
import { recordSave } from "../../audit-trail/record-save";
import { DictionaryIds } from "../dictionary/ids";
import { findTenant, markGuideStepDone } from "../tenant/service";
import type { CompanyInfo, CompanyInfoInput } from "./schemas";
import { withUniqueFields } from "./unique";

type CompanyRow = typeof companyInfos.$inferSelect;

/** The default region before the first save: the United States (docs/company-contract.md section 1). */
const DEFAULT_REGION_ID = 25;
const TIME_ZONE_CHANGES_SHOWN = 10;

const trimmed = (value: string | null | undefined) => value?.trim() || null;
const phoneDigits = (value: string) => value.replace(/\D/g, "");

export async function findCompanyRow(db: Db, tenantId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companyInfos).where(eq(companyInfos.tenantId, tenantId)).limit(1);
  return row;
}

export async function dictionaryItem(db: Db, dictId: number, id: number | null | undefined) {
  if (typeof id !== "number") return undefined;
  const [item] = await db
    .select({ id: dictionaryItems.id, code: dictionaryItems.code, name: dictionaryItems.name })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictId, dictId), eq(dictionaryItems.id, id)))
    .limit(1);
  return item;
}

async function cityOf(db: Db, id: number | null | undefined) {
  if (typeof id !== "number") return undefined;
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, id)).limit(1);
  return city;
}

export async function findCompanyInfo(db: Db, tenantId: number): Promise<CompanyInfo> {
  const tenant = await findTenant(db, tenantId);
  const row = await findCompanyRow(db, tenantId);
  const regionId = row?.regionId ?? DEFAULT_REGION_ID;
  const [city, region, changes] = await Promise.all([
    cityOf(db, row?.cityId),
    dictionaryItem(db, DictionaryIds.regions, regionId),
    db
      .select()
      .from(timeZoneChanges)
      .where(eq(timeZoneChanges.tenantId, tenantId))
      .orderBy(desc(timeZoneChanges.changedAt), desc(timeZoneChanges.id))
      .limit(TIME_ZONE_CHANGES_SHOWN),
  ]);
  return {
    businessType: row?.businessType ?? null,
    companyName: row?.companyName ?? null,
    dotNumber: row?.dotNumber ?? null,
    address: row?.address ?? null,
    cityId: row?.cityId ?? null,
    cityName: city?.name ?? null,
    regionId,
    regionName: region?.name ?? null,
    timeZoneId: tenant.timeZoneId,
    timeZone: tenant.timeZone,
    contactName: row?.contactName ?? null,
    contactPhoneCode: row?.contactPhoneCode ?? null,
    contactPhone: row?.contactPhone ?? null,
    contactEmail: row?.contactEmail ?? null,
    secondaryDomain: row?.secondaryDomain ?? null,
    emailVerified: row?.emailVerifiedAt != null,
    emailVerifiedAt: row?.emailVerifiedAt?.toISOString() ?? null,
    timeZoneChanges: changes.map((change) => ({
      fromTimeZone: change.fromTimeZone,
      toTimeZone: change.toTimeZone,
      changedBy: change.changedBy,
      changeTime: change.changedAt.toISOString(),
    })),
    version: row?.version ?? 0,
    updateTime: row?.updatedAt.toISOString() ?? null,
  };
}

/** Company name, DOT number, phone and e-mail another tenant already uses: checked before the write. */
async function takenFields(db: Db, tenantId: number, input: CompanyInfoInput, failures: FieldFailures) {
  const otherTenant = ne(companyInfos.tenantId, tenantId);
  const taken = async (condition: SQL | undefined) => {
    const [clash] = await db
      .select({ tenantId: companyInfos.tenantId })
      .from(companyInfos)
      .where(and(otherTenant, condition))
      .limit(1);
    return clash !== undefined;
  };
  if (
    !failures.companyName &&
    (await taken(sql`lower(${companyInfos.companyName}) = ${input.companyName!.trim().toLowerCase()}`))
  )
    failures.companyName = fail("company.nameExists");
  const dotNumber = trimmed(input.dotNumber);
  if (dotNumber && !failures.dotNumber && (await taken(eq(companyInfos.dotNumber, dotNumber))))
    failures.dotNumber = fail("company.dotNumberExists");
  if (
    !failures.contactPhone &&
    !failures.contactPhoneCode &&
    (await taken(
      and(
        eq(companyInfos.contactPhoneCode, input.contactPhoneCode!.trim()),
        sql`regexp_replace(${companyInfos.contactPhone}, '[^0-9]', '', 'g') = ${phoneDigits(input.contactPhone!)}`,
      ),
    ))
  )
    failures.contactPhone = fail("company.phoneExists");
  if (
    !failures.contactEmail &&
    (await taken(sql`lower(${companyInfos.contactEmail}) = ${input.contactEmail!.trim().toLowerCase()}`))
  )
    failures.contactEmail = fail("company.emailExists");
}

async function validate(db: Db, tenantId: number, input: CompanyInfoInput) {
  const failures = companyInfoFailures(input);
  const businessTypes: readonly number[] = codesOf(BUSINESS_TYPES);
  if (!failures.businessType && !businessTypes.includes(input.businessType!)) failures.businessType = fail("value");
  const [city, region, timeZone] = await Promise.all([
    failures.cityId ? undefined : cityOf(db, input.cityId),
    failures.regionId ? undefined : dictionaryItem(db, DictionaryIds.regions, input.regionId),
    failures.timeZoneId ? undefined : dictionaryItem(db, DictionaryIds.timeZones, input.timeZoneId),
  ]);
  if (!failures.cityId && !city) failures.cityId = fail("unknownItem");
  if (!failures.regionId && !region) failures.regionId = fail("unknownItem");
  if (!failures.timeZoneId && !timeZone) failures.timeZoneId = fail("unknownItem");
  await takenFields(db, tenantId, input, failures);
  assertValid(failures);
  return { timeZone: timeZone! };
}

/**
 * Saves the company info (docs/company-contract.md section 2). In the same transaction the tenant takes the secondary
 * domain and the time zone (a change is recorded with the user), a new contact e-mail is no longer verified, and the
 * guide's companyInfo step is done.
 */
export async function saveCompanyInfo(
  context: AppContext,
  session: OperatorSession,
  input: CompanyInfoInput & { version: number },
): Promise<CompanyInfo> {
  const { db } = context;
  const { tenantId } = session;
  const { timeZone } = await validate(db, tenantId, input);
  const now = context.now();
  const values = {
    businessType: input.businessType!,
    companyName: input.companyName!.trim(),
    dotNumber: trimmed(input.dotNumber),
    address: input.address!.trim(),
    cityId: input.cityId!,
    regionId: input.regionId!,
    contactName: input.contactName!.trim(),
    contactPhoneCode: input.contactPhoneCode!.trim(),
    contactPhone: input.contactPhone!.trim(),
    contactEmail: input.contactEmail!.trim(),
    secondaryDomain: trimmed(input.secondaryDomain)?.toLowerCase() ?? null,
    updatedAt: now,
  };
  await withUniqueFields(() =>
    db.transaction(async (tx) => {
      const stored = await findCompanyRow(tx, tenantId);
      if (!stored) {
        if (input.version !== 0) throw staleVersion();
        const [created] = await tx
          .insert(companyInfos)
          .values({ tenantId, ...values })
          .onConflictDoNothing({ target: companyInfos.tenantId })
          .returning({ tenantId: companyInfos.tenantId });
        if (!created) throw staleVersion();
      } else {
        const emailChanged = stored.contactEmail.toLowerCase() !== values.contactEmail.toLowerCase();
        await updateVersioned(tx, companyInfos, eq(companyInfos.tenantId, tenantId), input.version, {
          ...values,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        });
      }
      const tenant = await findTenant(tx, tenantId);
      const audited = (row: typeof values, timeZoneId: number) => ({
        businessType: row.businessType,
        companyName: row.companyName,
        dotNumber: row.dotNumber,
        address: row.address,
        cityId: row.cityId,
        regionId: row.regionId,
        timeZoneId,
        contactName: row.contactName,
        contactPhoneCode: row.contactPhoneCode,
        contactPhone: row.contactPhone,
        contactEmail: row.contactEmail,
        secondaryDomain: row.secondaryDomain,
      });
      await recordSave(tx, session, {
        area: "company",
        targetId: null,
        targetName: values.companyName,
        before: stored ? audited(stored, tenant.timeZoneId) : null,
        after: audited(values, timeZone.id),
      });
      if (tenant.timeZoneId !== timeZone.id) {
        await tx.insert(timeZoneChanges).values({
          tenantId,
          fromTimeZone: tenant.timeZone,
          toTimeZone: timeZone.code,
          changedBy: session.username,
          changedAt: now,
        });
      }
      await tx
        .update(tenants)
        .set({ domain: values.secondaryDomain, timeZone: timeZone.code, timeZoneId: timeZone.id })
        .where(eq(tenants.id, tenantId));
      await markGuideStepDone(tx, tenantId, "companyInfo");
    }),
  );
  return findCompanyInfo(db, tenantId);
}
