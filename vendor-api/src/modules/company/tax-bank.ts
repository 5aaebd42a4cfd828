import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { bankInfos, stripeAccounts, taxInfos } from "../../db/schema";
import { assertValid, staleVersion } from "../../protocol/errors";
import {
  bankInfoFailures,
  fail,
  isBlank,
  lastFour,
  numberDigits,
  taxInfoFailures,
  type BankAccountType,
} from "../../protocol/rules";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import { recordSave } from "../../audit-trail/record-save";
import { DictionaryIds } from "../dictionary/ids";
import { markGuideStepDone } from "../tenant/service";
import { dictionaryItem } from "./company-info";
import type { BankInfo, BankInfoInput, TaxInfo, TaxInfoInput } from "./schemas";

type TaxRow = typeof taxInfos.$inferSelect;
type BankRow = typeof bankInfos.$inferSelect;

/**
 * The first save creates the record (version 0 read, nothing stored); a later one is a versioned update. A record
 * created meanwhile by another save makes the caller's version 0 stale.
 */
async function createOrUpdate<Row>(
  tx: Db,
  stored: Row | undefined,
  version: number,
  create: () => Promise<unknown[]>,
  update: () => Promise<unknown>,
) {
  if (stored) return update();
  if (version !== 0) throw staleVersion();
  const created = await create();
  if (created.length === 0) throw staleVersion();
}

async function findTaxRow(db: Db, tenantId: number): Promise<TaxRow | undefined> {
  const [row] = await db.select().from(taxInfos).where(eq(taxInfos.tenantId, tenantId)).limit(1);
  return row;
}

/** The whole TIN never leaves: whether one is set and its last four digits. */
export async function findTaxInfo({ db, secrets }: AppContext, tenantId: number): Promise<TaxInfo> {
  const row = await findTaxRow(db, tenantId);
  const taxType = await dictionaryItem(db, DictionaryIds.taxTypes, row?.taxTypeId);
  return {
    taxTypeId: row?.taxTypeId ?? null,
    taxTypeCode: taxType?.code ?? null,
    taxTypeName: taxType?.name ?? null,
    legalName: row?.legalName ?? null,
    tinSet: row !== undefined,
    tinLastFour: row ? lastFour(secrets.decrypt(row.tin)) : null,
    version: row?.version ?? 0,
    updateTime: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveTaxInfo(
  context: AppContext,
  session: OperatorSession,
  input: TaxInfoInput & { version: number },
): Promise<TaxInfo> {
  const { tenantId } = session;
  const { db, secrets } = context;
  const stored = await findTaxRow(db, tenantId);
  const taxType = await dictionaryItem(db, DictionaryIds.taxTypes, input.taxTypeId);
  const failures = taxInfoFailures(input, { taxTypeCode: taxType?.code, tinStoredForTaxTypeId: stored?.taxTypeId });
  if (!failures.taxTypeId && !taxType) failures.taxTypeId = fail("unknownItem");
  assertValid(failures);
  const values = {
    taxTypeId: input.taxTypeId!,
    legalName: input.legalName!.trim(),
    ...(isBlank(input.tin) ? {} : { tin: secrets.encrypt(numberDigits(input.tin!)) }),
    updatedAt: context.now(),
  };
  await db.transaction(async (tx) => {
    await createOrUpdate(
      tx,
      stored,
      input.version,
      () =>
        tx
          .insert(taxInfos)
          .values({ tenantId, tin: "", ...values })
          .onConflictDoNothing({ target: taxInfos.tenantId })
          .returning({ tenantId: taxInfos.tenantId }),
      () => updateVersioned(tx, taxInfos, eq(taxInfos.tenantId, tenantId), input.version, values),
    );
    await recordSave(tx, session, {
      area: "tax",
      targetId: null,
      targetName: values.legalName,
      before: stored
        ? { taxTypeId: stored.taxTypeId, legalName: stored.legalName, tin: secrets.decrypt(stored.tin) }
        : null,
      after: {
        taxTypeId: values.taxTypeId,
        legalName: values.legalName,
        tin: isBlank(input.tin) ? undefined : numberDigits(input.tin!),
      },
      secretFields: ["tin"],
    });
    await markGuideStepDone(tx, tenantId, "taxInfo");
  });
  return findTaxInfo(context, tenantId);
}

async function findBankRow(db: Db, tenantId: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(bankInfos).where(eq(bankInfos.tenantId, tenantId)).limit(1);
  return row;
}

/** The whole numbers never leave: their last four digits only. */
export async function findBankInfo({ db, secrets }: AppContext, tenantId: number): Promise<BankInfo> {
  const row = await findBankRow(db, tenantId);
  return {
    accountHolderName: row?.accountHolderName ?? null,
    accountType: (row?.accountType as BankAccountType | undefined) ?? "checking",
    routingNumberLastFour: row ? lastFour(secrets.decrypt(row.routingNumber)) : null,
    accountNumberLastFour: row ? lastFour(secrets.decrypt(row.accountNumber)) : null,
    accountNumberSet: row !== undefined,
    stripeAccountId: row?.stripeAccountId ?? null,
    version: row?.version ?? 0,
    updateTime: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The tenant's payout account, with the bank details submitted and payouts enabled: the one the bank info names,
 * else one the tenant already has, else a new one.
 */
async function submitPayoutAccount(tx: Db, tenantId: number, stored: BankRow | undefined): Promise<string> {
  const [existing] = stored
    ? [{ id: stored.stripeAccountId }]
    : await tx
        .select({ id: stripeAccounts.id })
        .from(stripeAccounts)
        .where(eq(stripeAccounts.tenantId, tenantId))
        .limit(1);
  if (existing) {
    await tx
      .update(stripeAccounts)
      .set({ detailsSubmitted: true, payoutsEnabled: true })
      .where(eq(stripeAccounts.id, existing.id));
    return existing.id;
  }
  const id = `acct_${randomBytes(8).toString("hex")}`;
  await tx
    .insert(stripeAccounts)
    .values({ id, tenantId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });
  return id;
}

export async function saveBankInfo(
  context: AppContext,
  session: OperatorSession,
  input: BankInfoInput & { version: number },
): Promise<BankInfo> {
  const { tenantId } = session;
  const { db, secrets } = context;
  const stored = await findBankRow(db, tenantId);
  assertValid(bankInfoFailures(input, { numbersStored: stored !== undefined }));
  const values = {
    accountHolderName: input.accountHolderName!.trim(),
    accountType: input.accountType!,
    ...(isBlank(input.routingNumber)
      ? {}
      : {
          routingNumber: secrets.encrypt(numberDigits(input.routingNumber!)),
          accountNumber: secrets.encrypt(numberDigits(input.accountNumber!)),
        }),
    updatedAt: context.now(),
  };
  await db.transaction(async (tx) => {
    await createOrUpdate(
      tx,
      stored,
      input.version,
      async () =>
        tx
          .insert(bankInfos)
          .values({
            tenantId,
            routingNumber: "",
            accountNumber: "",
            ...values,
            stripeAccountId: await submitPayoutAccount(tx, tenantId, undefined),
          })
          .onConflictDoNothing({ target: bankInfos.tenantId })
          .returning({ tenantId: bankInfos.tenantId }),
      async () => {
        await updateVersioned(tx, bankInfos, eq(bankInfos.tenantId, tenantId), input.version, values);
        await submitPayoutAccount(tx, tenantId, stored);
      },
    );
    const numbersSent = !isBlank(input.routingNumber);
    await recordSave(tx, session, {
      area: "bank",
      targetId: null,
      targetName: values.accountHolderName,
      before: stored
        ? {
            accountHolderName: stored.accountHolderName,
            accountType: stored.accountType,
            routingNumber: secrets.decrypt(stored.routingNumber),
            accountNumber: secrets.decrypt(stored.accountNumber),
          }
        : null,
      after: {
        accountHolderName: values.accountHolderName,
        accountType: values.accountType,
        routingNumber: numbersSent ? numberDigits(input.routingNumber!) : undefined,
        accountNumber: numbersSent ? numberDigits(input.accountNumber!) : undefined,
      },
      secretFields: ["routingNumber", "accountNumber"],
    });
    await markGuideStepDone(tx, tenantId, "bankInfo");
  });
  return findBankInfo(context, tenantId);
}
