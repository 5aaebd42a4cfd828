/** The card gateway form's values and input: secrets are empty unless typed (the stored ones are never answered). */
import type { CardGatewayForm_CreditCardConfigFragment, CreditCardConfigInput } from "@/gql/graphql";
import { wordFailures } from "@/shared/validation";
import { cardGatewayFailures, GATEWAYS, type CardSecretField, type CardValues } from "./card-gateway";

export type CardGatewayRecord = CardGatewayForm_CreditCardConfigFragment;

export const cardValues = (record: CardGatewayRecord | null): CardValues => ({
  gatewayType: record?.gatewayType ?? "API_LOGIN",
  apiLoginId: record?.apiLoginId ?? "",
  transactionKey: "",
  publicClientKey: record?.publicClientKey ?? "",
  cardOrganizations: record?.cardOrganizations ?? [],
  username: record?.username ?? "",
  password: "",
  merchantId: record?.merchantId ?? "",
  sourceKey: record?.sourceKey ?? "",
  sourcePin: "",
  publicApiKey: record?.publicApiKey ?? "",
});

/** Only the chosen gateway's fields are sent; a secret left empty keeps the stored one. */
export function toCardInput(values: CardValues): CreditCardConfigInput {
  const gateway = GATEWAYS[values.gatewayType];
  const input: CreditCardConfigInput = { gatewayType: values.gatewayType };
  for (const { name } of gateway.fields) input[name] = values[name].trim() || null;
  if (gateway.organizations) input.cardOrganizations = values.cardOrganizations;
  return input;
}

/** The secrets stored and not being replaced: they may stay empty. */
export function keptCardSecrets(record: CardGatewayRecord | null, replacing: ReadonlySet<string>): Set<string> {
  const secrets: CardSecretField[] = ["transactionKey", "password", "sourcePin"];
  return new Set(secrets.filter((name) => record?.[name].isSet && !replacing.has(name)));
}

export const validateCard = (values: CardValues, kept: ReadonlySet<string>): Record<string, string> =>
  wordFailures(cardGatewayFailures(values, kept));
