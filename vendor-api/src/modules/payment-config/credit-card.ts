import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { creditCardConfigs } from "../../db/schema";
import { assertValid, notFound, staleVersion } from "../../protocol/errors";
import { required, validateFields, type Check } from "../../protocol/rules";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import type { Keyring } from "../../security/secrets";
import { recordSave } from "../audit/record-save";
import { markGuideStepDone } from "../tenant/service";
import type { CreditCardConfig, CreditCardInput } from "./schemas";

type CreditCardRow = typeof creditCardConfigs.$inferSelect;
type SecretField = "transactionKey" | "password" | "sourcePin";

const isSet = (value: string | null | undefined) => Boolean(value);

/** The last four characters of a stored secret, null when none is stored. */
export const secretLastFour = (secrets: Keyring, stored: string | null | undefined) =>
  stored ? secrets.decrypt(stored).slice(-4) : null;

export const toCreditCardConfig = (secrets: Keyring, row: CreditCardRow): CreditCardConfig => ({
  id: row.id,
  gatewayType: row.gatewayType,
  apiLoginId: row.apiLoginId,
  transactionKeySet: isSet(row.transactionKey),
  transactionKeyLastFour: secretLastFour(secrets, row.transactionKey),
  publicClientKey: row.publicClientKey,
  cardOrganizations: row.cardOrganizations,
  username: row.username,
  passwordSet: isSet(row.password),
  passwordLastFour: secretLastFour(secrets, row.password),
  merchantId: row.merchantId,
  sourceKey: row.sourceKey,
  sourcePinSet: isSet(row.sourcePin),
  sourcePinLastFour: secretLastFour(secrets, row.sourcePin),
  publicApiKey: row.publicApiKey,
  version: row.version,
  updateTime: row.updatedAt.toISOString(),
});

/** The chosen gateway's fields are required; a secret only when none is stored yet. */
function validate(input: CreditCardInput, stored: CreditCardRow | undefined): void {
  const secret = (field: SecretField): Check[] => (isSet(stored?.[field]) ? [] : [required]);
  const byGateway = {
    1: {
      apiLoginId: [input.apiLoginId, [required]],
      transactionKey: [input.transactionKey, secret("transactionKey")],
      publicClientKey: [input.publicClientKey, [required]],
      cardOrganizations: [input.cardOrganizations, [required]],
    },
    2: {
      username: [input.username, [required]],
      password: [input.password, secret("password")],
      merchantId: [input.merchantId, [required]],
    },
    3: {
      sourceKey: [input.sourceKey, [required]],
      sourcePin: [input.sourcePin, secret("sourcePin")],
      publicApiKey: [input.publicApiKey, [required]],
    },
  } satisfies Record<CreditCardInput["gatewayType"], Parameters<typeof validateFields>[0]>;
  assertValid(validateFields(byGateway[input.gatewayType]));
}

/** Blank secrets keep the stored ones, so the console can save without ever having seen them; others are encrypted. */
function toColumns(secrets: Keyring, input: CreditCardInput) {
  const keepIfBlank = (value: string | undefined) => (value ? secrets.encrypt(value) : undefined);
  return {
    gatewayType: input.gatewayType,
    apiLoginId: input.apiLoginId ?? null,
    transactionKey: keepIfBlank(input.transactionKey),
    publicClientKey: input.publicClientKey ?? null,
    cardOrganizations: input.cardOrganizations ?? [],
    username: input.username ?? null,
    password: keepIfBlank(input.password),
    merchantId: input.merchantId ?? null,
    sourceKey: input.sourceKey ?? null,
    sourcePin: keepIfBlank(input.sourcePin),
    publicApiKey: input.publicApiKey ?? null,
  };
}

const SECRET_FIELDS = ["transactionKey", "password", "sourcePin"] as const;
const blankAsKept = (value: string | undefined) => (value ? value : undefined);

/** The configuration as the trail compares it; secrets in clear, only ever reported as changed. */
const audited = (secrets: Keyring, row: CreditCardRow) => ({
  gatewayType: row.gatewayType,
  apiLoginId: row.apiLoginId,
  transactionKey: row.transactionKey ? secrets.decrypt(row.transactionKey) : null,
  publicClientKey: row.publicClientKey,
  cardOrganizations: row.cardOrganizations,
  username: row.username,
  password: row.password ? secrets.decrypt(row.password) : null,
  merchantId: row.merchantId,
  sourceKey: row.sourceKey,
  sourcePin: row.sourcePin ? secrets.decrypt(row.sourcePin) : null,
  publicApiKey: row.publicApiKey,
});

/** What a save asks for; a blank secret keeps the stored one, so it is left out (not a change). */
const auditedInput = (input: CreditCardInput) => ({
  gatewayType: input.gatewayType,
  apiLoginId: input.apiLoginId ?? null,
  transactionKey: blankAsKept(input.transactionKey),
  publicClientKey: input.publicClientKey ?? null,
  cardOrganizations: input.cardOrganizations ?? [],
  username: input.username ?? null,
  password: blankAsKept(input.password),
  merchantId: input.merchantId ?? null,
  sourceKey: input.sourceKey ?? null,
  sourcePin: blankAsKept(input.sourcePin),
  publicApiKey: input.publicApiKey ?? null,
});

const auditTarget = (row: CreditCardRow) => ({
  area: "payment" as const,
  targetId: row.id,
  targetName: "creditCard",
  secretFields: SECRET_FIELDS,
});

async function findRow(db: Db, tenantId: number): Promise<CreditCardRow | undefined> {
  const [row] = await db.select().from(creditCardConfigs).where(eq(creditCardConfigs.tenantId, tenantId)).limit(1);
  return row;
}

export async function findCreditCardConfig(
  { db, secrets }: AppContext,
  tenantId: number,
): Promise<CreditCardConfig | null> {
  const row = await findRow(db, tenantId);
  return row ? toCreditCardConfig(secrets, row) : null;
}

/** A second add means the caller did not see the first one: the data it acted on is stale (10008). */
export async function addCreditCardConfig(
  { db, secrets }: AppContext,
  session: OperatorSession,
  input: CreditCardInput,
): Promise<CreditCardConfig> {
  const { tenantId } = session;
  validate(input, undefined);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditCardConfigs)
      .values({ tenantId, ...toColumns(secrets, input) })
      .onConflictDoNothing({ target: creditCardConfigs.tenantId })
      .returning();
    if (!row) throw staleVersion();
    await recordSave(tx, session, { ...auditTarget(row), before: null, after: auditedInput(input) });
    await markGuideStepDone(tx, tenantId, "payment");
    return toCreditCardConfig(secrets, row);
  });
}

export async function editCreditCardConfig(
  { db, secrets }: AppContext,
  session: OperatorSession,
  input: CreditCardInput & { version: number },
): Promise<CreditCardConfig> {
  const { tenantId } = session;
  const stored = await findRow(db, tenantId);
  if (!stored) throw notFound();
  validate(input, stored);
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, creditCardConfigs, eq(creditCardConfigs.tenantId, tenantId), input.version, {
      ...toColumns(secrets, input),
      updatedAt: new Date(),
    });
    await recordSave(tx, session, {
      ...auditTarget(row),
      before: audited(secrets, stored),
      after: auditedInput(input),
    });
    await markGuideStepDone(tx, tenantId, "payment");
    return toCreditCardConfig(secrets, row);
  });
}
