/** The PayPal form's values, checks and input: secrets are empty unless typed (the stored ones are never answered). */
import { fail, type FieldFailures } from "#rules";
import type { PaypalConfigInput, PaypalForm_PaypalConfigFragment, PaypalStatus } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";

export type PaypalRecord = PaypalForm_PaypalConfigFragment;

export const PAYPAL_SECRETS = ["password", "signature", "clientSecret"] as const;

export type PaypalValues = {
  apiUsername: string;
  password: string;
  signature: string;
  clientId: string;
  clientSecret: string;
  status: PaypalStatus;
};

export const paypalValues = (record: PaypalRecord | null): PaypalValues => ({
  apiUsername: record?.apiUsername ?? "",
  password: "",
  signature: "",
  clientId: record?.clientId ?? "",
  clientSecret: "",
  status: record?.status ?? "ACTIVE",
});

export const toPaypalInput = (values: PaypalValues): PaypalConfigInput => ({
  apiUsername: values.apiUsername.trim(),
  password: values.password.trim() || null,
  signature: values.signature.trim() || null,
  clientId: values.clientId.trim(),
  clientSecret: values.clientSecret.trim() || null,
  status: values.status,
});

/** The secrets stored and not being replaced: they may stay empty. */
export const keptPaypalSecrets = (record: PaypalRecord | null, replacing: ReadonlySet<string>): Set<string> =>
  new Set(PAYPAL_SECRETS.filter((name) => record?.[name].isSet && !replacing.has(name)));

/** Every field is required; a secret unless one is stored and kept. */
export function validatePaypal(values: PaypalValues, kept: ReadonlySet<string>): Record<string, string> {
  const failures: FieldFailures = {};
  for (const name of ["apiUsername", "clientId", ...PAYPAL_SECRETS] as const)
    if (!kept.has(name) && !values[name].trim()) failures[name] = fail("required");
  return wordFailures(failures);
}
