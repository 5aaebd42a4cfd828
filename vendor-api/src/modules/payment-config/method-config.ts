import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { notFound, staleVersion } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { updateVersioned } from "../../protocol/versioning";
import type { Keyring } from "../../security/secrets";
import { recordSave } from "../../audit-trail/record-save";
import type { AuditRecord } from "../../audit-trail/record";
import { markGuideStepDone } from "../tenant/service";

type ConfigTable = PgTable & { tenantId: PgColumn; version: PgColumn; updatedAt: PgColumn };
type ConfigRow<T extends ConfigTable> = T["$inferSelect"] & { id: number };

/**
 * A payment method's configuration (card gateway, PayPal): one row per tenant whose secrets are write-only and
 * encrypted at rest (docs/system-contract.md sections 5 and 7). The method says how its fields map; adding, editing
 * and the trail are the same for every method.
 */
export interface PaymentMethodConfig<T extends ConfigTable, Input, Config> {
  table: T;
  /** The trail's target name (docs/system-contract.md section 8). */
  targetName: string;
  secretFields: readonly string[];
  /** Refuses the input with the rules' messages; a secret is required only while `stored` holds none. */
  validate(input: Input, stored: ConfigRow<T> | undefined): void;
  /**
   * The columns a save writes, secrets encrypted; a blank secret is left out, so the stored one stays. On add the
   * validation has required every secret a new row needs, so these columns make a whole row.
   */
  toColumns(secrets: Keyring, input: Input): PgUpdateSetSource<T>;
  toConfig(secrets: Keyring, row: ConfigRow<T>): Config;
  /** The stored configuration as the trail compares it: secrets in clear, only ever reported as changed. */
  audited(secrets: Keyring, row: ConfigRow<T>): AuditRecord;
  /** What a save asks for; a blank secret keeps the stored one, so it is left out (not a change). */
  auditedInput(input: Input): AuditRecord;
}

/** Encrypted for storage; undefined (not written, so the stored one stays) when blank. */
export const encryptUnlessBlank = (secrets: Keyring, value: string | undefined) =>
  value ? secrets.encrypt(value) : undefined;

/** The last four characters of a stored secret, null when none is stored. */
export const secretLastFour = (secrets: Keyring, stored: string | null | undefined) =>
  stored ? secrets.decrypt(stored).slice(-4) : null;

async function findRow<T extends ConfigTable>(db: Db, table: T, tenantId: number): Promise<ConfigRow<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.tenantId, tenantId))
    .limit(1);
  return row as ConfigRow<T> | undefined;
}

export async function findPaymentConfig<T extends ConfigTable, Input, Config>(
  method: PaymentMethodConfig<T, Input, Config>,
  { db, secrets }: AppContext,
  tenantId: number,
): Promise<Config | null> {
  const row = await findRow(db, method.table, tenantId);
  return row ? method.toConfig(secrets, row) : null;
}

/**
 * Saves in one transaction with its trail entry, completing the guide's payment step. A second add means the caller
 * did not see the first one: the data it acted on is stale (10008).
 */
export async function addPaymentConfig<T extends ConfigTable, Input, Config>(
  method: PaymentMethodConfig<T, Input, Config>,
  { db, secrets }: AppContext,
  session: OperatorSession,
  input: Input,
): Promise<Config> {
  const { tenantId } = session;
  const { table } = method;
  method.validate(input, undefined);
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(table)
      .values({ tenantId, ...method.toColumns(secrets, input) } as PgInsertValue<T>)
      .onConflictDoNothing({ target: table.tenantId })
      .returning()) as Array<ConfigRow<T>>;
    if (!row) throw staleVersion();
    return finishSave(tx, method, secrets, session, { row, before: null, input });
  });
}

/** Saves as an add does, over the version the caller read: 20404 when there is none, 10008 when it is stale. */
export async function editPaymentConfig<T extends ConfigTable, Input, Config>(
  method: PaymentMethodConfig<T, Input, Config>,
  { db, secrets }: AppContext,
  session: OperatorSession,
  input: Input & { version: number },
): Promise<Config> {
  const { tenantId } = session;
  const { table } = method;
  const stored = await findRow(db, table, tenantId);
  if (!stored) throw notFound();
  method.validate(input, stored);
  return db.transaction(async (tx) => {
    const values = { ...method.toColumns(secrets, input), updatedAt: new Date() } as PgUpdateSetSource<T>;
    const row = (await updateVersioned(tx, table, eq(table.tenantId, tenantId), input.version, values)) as ConfigRow<T>;
    return finishSave(tx, method, secrets, session, { row, before: method.audited(secrets, stored), input });
  });
}

/** The trail entry and the guide's payment step, in the save's transaction; answers the saved configuration. */
async function finishSave<T extends ConfigTable, Input, Config>(
  tx: Db,
  method: PaymentMethodConfig<T, Input, Config>,
  secrets: Keyring,
  session: OperatorSession,
  save: { row: ConfigRow<T>; before: AuditRecord | null; input: Input },
): Promise<Config> {
  await recordSave(tx, session, {
    area: "payment",
    targetId: save.row.id,
    targetName: method.targetName,
    secretFields: method.secretFields,
    before: save.before,
    after: method.auditedInput(save.input),
  });
  await markGuideStepDone(tx, session.tenantId, "payment");
  return method.toConfig(secrets, save.row);
}
