import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { paypalConfigs } from "../../db/schema";
import { assertValid, notFound, staleVersion } from "../../protocol/errors";
import { required, validateFields, type Check } from "../../protocol/rules";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import type { Keyring } from "../../security/secrets";
import { secretLastFour } from "./credit-card";
import { recordSave } from "../audit/record-save";
import { markGuideStepDone } from "../tenant/service";
import type { PaypalConfig, PaypalInput } from "./schemas";

type PaypalRow = typeof paypalConfigs.$inferSelect;

export const toPaypalConfig = (secrets: Keyring, row: PaypalRow): PaypalConfig => ({
  id: row.id,
  apiUsername: row.apiUsername,
  passwordSet: row.password !== "",
  passwordLastFour: secretLastFour(secrets, row.password),
  signatureSet: row.signature !== "",
  signatureLastFour: secretLastFour(secrets, row.signature),
  clientId: row.clientId,
  clientSecretSet: row.clientSecret !== "",
  clientSecretLastFour: secretLastFour(secrets, row.clientSecret),
  status: row.status,
  version: row.version,
  updateTime: row.updatedAt.toISOString(),
});

/** Secrets are required until one is stored; afterwards a blank one keeps the stored value. */
function validate(input: PaypalInput, stored: PaypalRow | undefined): void {
  const secret = (field: "password" | "signature" | "clientSecret"): Check[] => (stored?.[field] ? [] : [required]);
  assertValid(
    validateFields({
      apiUsername: [input.apiUsername, [required]],
      password: [input.password, secret("password")],
      signature: [input.signature, secret("signature")],
      clientId: [input.clientId, [required]],
      clientSecret: [input.clientSecret, secret("clientSecret")],
    }),
  );
}

const toColumns = (secrets: Keyring, input: PaypalInput) => ({
  apiUsername: input.apiUsername,
  clientId: input.clientId,
  status: input.status,
  ...(input.password ? { password: secrets.encrypt(input.password) } : {}),
  ...(input.signature ? { signature: secrets.encrypt(input.signature) } : {}),
  ...(input.clientSecret ? { clientSecret: secrets.encrypt(input.clientSecret) } : {}),
});

/** The configuration as the trail compares it; secrets in clear, only ever reported as changed. */
const audited = (secrets: Keyring, row: PaypalRow) => ({
  apiUsername: row.apiUsername,
  password: secrets.decrypt(row.password),
  signature: secrets.decrypt(row.signature),
  clientId: row.clientId,
  clientSecret: secrets.decrypt(row.clientSecret),
  status: row.status,
});

/** What a save asks for; a blank secret keeps the stored one, so it is left out (not a change). */
const auditedInput = (input: PaypalInput) => ({
  apiUsername: input.apiUsername,
  password: input.password || undefined,
  signature: input.signature || undefined,
  clientId: input.clientId,
  clientSecret: input.clientSecret || undefined,
  status: input.status,
});

const auditTarget = (row: PaypalRow) => ({
  area: "payment" as const,
  targetId: row.id,
  targetName: "paypal",
  secretFields: ["password", "signature", "clientSecret"],
});

async function findRow(db: Db, tenantId: number): Promise<PaypalRow | undefined> {
  const [row] = await db.select().from(paypalConfigs).where(eq(paypalConfigs.tenantId, tenantId)).limit(1);
  return row;
}

export async function findPaypalConfig({ db, secrets }: AppContext, tenantId: number): Promise<PaypalConfig | null> {
  const row = await findRow(db, tenantId);
  return row ? toPaypalConfig(secrets, row) : null;
}

/** A second add means the caller did not see the first one: the data it acted on is stale (10008). */
export async function addPaypalConfig(
  { db, secrets }: AppContext,
  session: OperatorSession,
  input: PaypalInput,
): Promise<PaypalConfig> {
  const { tenantId } = session;
  validate(input, undefined);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paypalConfigs)
      .values({ tenantId, password: "", signature: "", clientSecret: "", ...toColumns(secrets, input) })
      .onConflictDoNothing({ target: paypalConfigs.tenantId })
      .returning();
    if (!row) throw staleVersion();
    await recordSave(tx, session, { ...auditTarget(row), before: null, after: auditedInput(input) });
    await markGuideStepDone(tx, tenantId, "payment");
    return toPaypalConfig(secrets, row);
  });
}

export async function editPaypalConfig(
  { db, secrets }: AppContext,
  session: OperatorSession,
  input: PaypalInput & { version: number },
): Promise<PaypalConfig> {
  const { tenantId } = session;
  const stored = await findRow(db, tenantId);
  if (!stored) throw notFound();
  validate(input, stored);
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, paypalConfigs, eq(paypalConfigs.tenantId, tenantId), input.version, {
      ...toColumns(secrets, input),
      updatedAt: new Date(),
    });
    await recordSave(tx, session, {
      ...auditTarget(row),
      before: audited(secrets, stored),
      after: auditedInput(input),
    });
    await markGuideStepDone(tx, tenantId, "payment");
    return toPaypalConfig(secrets, row);
  });
}
