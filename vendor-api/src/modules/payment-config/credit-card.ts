import { creditCardConfigs } from "../../db/schema";
import { assertValid } from "../../protocol/errors";
import { required, validateFields, type Check } from "../../protocol/rules";
import type { Keyring } from "../../security/secrets";
import { encryptUnlessBlank, secretLastFour, type PaymentMethodConfig } from "./method-config";
import type { CreditCardConfig, CreditCardInput } from "./schemas";

type CreditCardRow = typeof creditCardConfigs.$inferSelect;
type SecretField = "transactionKey" | "password" | "sourcePin";

const isSet = (value: string | null | undefined) => Boolean(value);

const toCreditCardConfig = (secrets: Keyring, row: CreditCardRow): CreditCardConfig => ({
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

/** Blank secrets keep the stored ones, so the console can save without ever having seen them. */
const toColumns = (secrets: Keyring, input: CreditCardInput) => ({
  gatewayType: input.gatewayType,
  apiLoginId: input.apiLoginId ?? null,
  transactionKey: encryptUnlessBlank(secrets, input.transactionKey),
  publicClientKey: input.publicClientKey ?? null,
  cardOrganizations: input.cardOrganizations ?? [],
  username: input.username ?? null,
  password: encryptUnlessBlank(secrets, input.password),
  merchantId: input.merchantId ?? null,
  sourceKey: input.sourceKey ?? null,
  sourcePin: encryptUnlessBlank(secrets, input.sourcePin),
  publicApiKey: input.publicApiKey ?? null,
});

const SECRET_FIELDS = ["transactionKey", "password", "sourcePin"] as const;
const blankAsKept = (value: string | undefined) => (value ? value : undefined);

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

export const creditCardMethod: PaymentMethodConfig<typeof creditCardConfigs, CreditCardInput, CreditCardConfig> = {
  table: creditCardConfigs,
  targetName: "creditCard",
  secretFields: SECRET_FIELDS,
  validate,
  toColumns,
  toConfig: toCreditCardConfig,
  audited,
  auditedInput,
};
