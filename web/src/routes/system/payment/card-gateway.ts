/**
 * The card gateways (docs/system-contract.md section 5; spec: three gateways) and their fields: each asks for three
 * credentials, one of them a write-only secret; the first also for the card organizations it accepts.
 */
import { fail, type FieldFailures, namesOf, CARD_GATEWAY_TYPES } from "#rules";
import type { CardGatewayType, CardOrganization } from "@/gql/graphql";
import type { MessageKey } from "@/i18n/i18n";

export const GATEWAY_TYPES = namesOf(CARD_GATEWAY_TYPES);

export const CARD_ORGANIZATIONS: readonly { value: CardOrganization; label: string }[] = [
  { value: "VISA", label: "VISA" },
  { value: "MASTERCARD", label: "MasterCard" },
  { value: "DISCOVER", label: "Discover" },
  { value: "AMERICAN_EXPRESS", label: "American Express" },
];

export type CardTextField = "apiLoginId" | "publicClientKey" | "username" | "merchantId" | "sourceKey" | "publicApiKey";
export type CardSecretField = "transactionKey" | "password" | "sourcePin";

interface GatewayField {
  name: CardTextField | CardSecretField;
  secret: boolean;
  label: MessageKey;
}

const text = (name: CardTextField): GatewayField => ({ name, secret: false, label: `payment.${name}` });
const secret = (name: CardSecretField): GatewayField => ({ name, secret: true, label: `payment.${name}` });

/** Each gateway's credentials in the order the form shows them, and whether it asks for card organizations. */
export const GATEWAYS: Record<CardGatewayType, { fields: readonly GatewayField[]; organizations: boolean }> = {
  API_LOGIN: { fields: [text("apiLoginId"), secret("transactionKey"), text("publicClientKey")], organizations: true },
  MERCHANT_ACCOUNT: { fields: [text("username"), secret("password"), text("merchantId")], organizations: false },
  SOURCE_KEY: { fields: [text("sourceKey"), secret("sourcePin"), text("publicApiKey")], organizations: false },
};

export type CardValues = Record<CardTextField | CardSecretField, string> & {
  gatewayType: CardGatewayType;
  cardOrganizations: CardOrganization[];
};

/**
 * What a card gateway save needs: the chosen gateway's credentials (a secret unless one is stored and kept), and for
 * the first gateway at least one card organization.
 */
export function cardGatewayFailures(values: CardValues, keptSecrets: ReadonlySet<string>): FieldFailures {
  const failures: FieldFailures = {};
  const gateway = GATEWAYS[values.gatewayType];
  for (const { name } of gateway.fields)
    if (!keptSecrets.has(name) && !values[name].trim()) failures[name] = fail("required");
  if (gateway.organizations && values.cardOrganizations.length === 0) failures.cardOrganizations = fail("required");
  return failures;
}
