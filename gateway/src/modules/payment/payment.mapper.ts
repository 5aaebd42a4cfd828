/**
 * Upstream payment settings (docs/system-contract.md section 5) to GraphQL, and inputs to their bodies. Secrets are
 * read only as `<name>Set` and `<name>LastFour`: a secret value a careless upstream might send is not even parsed.
 */
import { z } from "zod";
import { toMoney } from "../../scalars";
import { upstreamId, upstreamText } from "../shared/wire-fields";
import type { MaskedNumber } from "../shared/masked-number.type";
import {
  BookingFeeModeEnum,
  BookingFeeTypeEnum,
  CardGatewayTypeEnum,
  CardOrganizationEnum,
  PaypalStatusEnum,
} from "./payment.enums";
import type { BookingFeeInput, CreditCardConfigInput, PaypalConfigInput } from "./payment.input";
import type { BookingFee, CreditCardConfig, PaypalConfig, ServiceFee } from "./payment.type";

const secretShape = <const N extends string>(name: N) =>
  ({ [`${name}Set`]: z.boolean().nullish(), [`${name}LastFour`]: upstreamText }) as {
    [K in `${N}Set`]: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
  } & { [K in `${N}LastFour`]: typeof upstreamText };

/**
 * A secret's mask: keys and passwords keep every character of their last four (a dash included), unlike the numbers
 * `toMaskedNumber` reads digits of; whatever an upstream calls the last four, no more than four characters leave.
 */
function mask(record: Record<string, unknown>, name: string): MaskedNumber {
  const tail = (record[`${name}LastFour`] as string | null)?.trim().slice(-4) || null;
  return { isSet: Boolean(record[`${name}Set`]) || tail !== null, lastFour: tail };
}

export const upstreamCreditCardSchema = z.object({
  id: upstreamId,
  gatewayType: z.number().int(),
  apiLoginId: upstreamText,
  publicClientKey: upstreamText,
  cardOrganizations: z.array(z.string()).nullish(),
  username: upstreamText,
  merchantId: upstreamText,
  sourceKey: upstreamText,
  publicApiKey: upstreamText,
  version: z.number().int(),
  updateTime: upstreamText,
  ...secretShape("transactionKey"),
  ...secretShape("password"),
  ...secretShape("sourcePin"),
});

export function toCreditCardConfig(config: z.infer<typeof upstreamCreditCardSchema>): CreditCardConfig {
  return {
    id: config.id,
    gatewayType: CardGatewayTypeEnum.fromCode(config.gatewayType),
    apiLoginId: config.apiLoginId,
    transactionKey: mask(config, "transactionKey"),
    publicClientKey: config.publicClientKey,
    cardOrganizations: (config.cardOrganizations ?? []).map(CardOrganizationEnum.fromCode),
    username: config.username,
    password: mask(config, "password"),
    merchantId: config.merchantId,
    sourceKey: config.sourceKey,
    sourcePin: mask(config, "sourcePin"),
    publicApiKey: config.publicApiKey,
    version: config.version,
    updateTime: config.updateTime,
  };
}

export const upstreamPaypalSchema = z.object({
  id: upstreamId,
  apiUsername: z.string(),
  clientId: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  updateTime: upstreamText,
  ...secretShape("password"),
  ...secretShape("signature"),
  ...secretShape("clientSecret"),
});

export function toPaypalConfig(config: z.infer<typeof upstreamPaypalSchema>): PaypalConfig {
  return {
    id: config.id,
    apiUsername: config.apiUsername,
    password: mask(config, "password"),
    signature: mask(config, "signature"),
    clientId: config.clientId,
    clientSecret: mask(config, "clientSecret"),
    status: PaypalStatusEnum.fromCode(config.status),
    version: config.version,
    updateTime: config.updateTime,
  };
}

export const upstreamBookingFeeSchema = z.object({
  type: z.number().int(),
  mode: z.string().nullish(),
  amount: z.union([z.string(), z.number()]),
  version: z.number().int(),
});

/** Before the first save there is no booking fee: none, at version 0. */
export function toBookingFee(fee: z.infer<typeof upstreamBookingFeeSchema> | null): BookingFee {
  if (!fee) return { type: "NONE", mode: "FIXED", amount: "0.00", version: 0 };
  return {
    type: BookingFeeTypeEnum.fromCode(fee.type),
    // A vendor API without modes charges fixed amounts.
    mode: BookingFeeModeEnum.fromCode(fee.mode ?? "fixed"),
    amount: toMoney(fee.amount),
    version: fee.version,
  };
}

const upstreamRate = z.union([z.string(), z.number()]).transform(String);
const upstreamAmount = z.union([z.string(), z.number()]);

export const upstreamServiceFeeSchema = z.object({
  rate: upstreamRate,
  fixed: upstreamAmount,
  commissionRate: upstreamRate,
  chargebackFee: upstreamAmount,
  subscriptionFee: upstreamAmount,
});

export const toServiceFee = (fee: z.infer<typeof upstreamServiceFeeSchema>): ServiceFee => ({
  rate: fee.rate,
  fixed: toMoney(fee.fixed),
  commissionRate: fee.commissionRate,
  chargebackFee: toMoney(fee.chargebackFee),
  subscriptionFee: toMoney(fee.subscriptionFee),
});

/** Blank texts are left out; so are blank secrets, which keeps the stored ones. */
const given = (value: string | null | undefined) => value?.trim() || undefined;

/** A save with a version edits the stored configuration; without one (or 0) it is the first. */
export const versionOrNone = (version: number | null | undefined) => (version ? version : undefined);

export function toUpstreamCreditCard(input: CreditCardConfigInput) {
  return {
    gatewayType: CardGatewayTypeEnum.toCode(input.gatewayType),
    apiLoginId: given(input.apiLoginId),
    transactionKey: given(input.transactionKey),
    publicClientKey: given(input.publicClientKey),
    cardOrganizations: input.cardOrganizations?.map(CardOrganizationEnum.toCode),
    username: given(input.username),
    password: given(input.password),
    merchantId: given(input.merchantId),
    sourceKey: given(input.sourceKey),
    sourcePin: given(input.sourcePin),
    publicApiKey: given(input.publicApiKey),
  };
}

export function toUpstreamPaypal(input: PaypalConfigInput) {
  return {
    apiUsername: input.apiUsername.trim(),
    password: given(input.password),
    signature: given(input.signature),
    clientId: input.clientId.trim(),
    clientSecret: given(input.clientSecret),
    status: PaypalStatusEnum.toCode(input.status),
  };
}

export function toUpstreamBookingFee(input: BookingFeeInput, version: number | null | undefined) {
  return {
    type: BookingFeeTypeEnum.toCode(input.type),
    mode: BookingFeeModeEnum.toCode(input.mode),
    amount: input.amount.trim(),
    version: versionOrNone(version),
  };
}
