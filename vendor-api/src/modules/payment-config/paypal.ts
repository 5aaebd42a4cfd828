import { paypalConfigs } from "../../db/schema";
import { assertValid } from "../../protocol/errors";
import { required, validateFields, type Check } from "../../protocol/rules";
import type { Keyring } from "../../security/secrets";
import { encryptUnlessBlank, secretLastFour, type PaymentMethodConfig } from "./method-config";
import type { PaypalConfig, PaypalInput } from "./schemas";

type PaypalRow = typeof paypalConfigs.$inferSelect;

const toPaypalConfig = (secrets: Keyring, row: PaypalRow): PaypalConfig => ({
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
  password: encryptUnlessBlank(secrets, input.password),
  signature: encryptUnlessBlank(secrets, input.signature),
  clientSecret: encryptUnlessBlank(secrets, input.clientSecret),
});

const audited = (secrets: Keyring, row: PaypalRow) => ({
  apiUsername: row.apiUsername,
  password: secrets.decrypt(row.password),
  signature: secrets.decrypt(row.signature),
  clientId: row.clientId,
  clientSecret: secrets.decrypt(row.clientSecret),
  status: row.status,
});

const auditedInput = (input: PaypalInput) => ({
  apiUsername: input.apiUsername,
  password: input.password || undefined,
  signature: input.signature || undefined,
  clientId: input.clientId,
  clientSecret: input.clientSecret || undefined,
  status: input.status,
});

export const paypalMethod: PaymentMethodConfig<typeof paypalConfigs, PaypalInput, PaypalConfig> = {
  table: paypalConfigs,
  targetName: "paypal",
  secretFields: ["password", "signature", "clientSecret"],
  validate,
  toColumns,
  toConfig: toPaypalConfig,
  audited,
  auditedInput,
};
