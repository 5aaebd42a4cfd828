import { z } from "zod";
import { codeOf, textCodeOf } from "../../protocol/code-schemas";
import {
  BOOKING_FEE_MODES,
  BOOKING_FEE_TYPES,
  CARD_GATEWAY_TYPES,
  CARD_ORGANIZATIONS,
  PAYPAL_STATUSES,
} from "../../protocol/rules";
import { isoDateTime } from "../tenant/schemas";

const optionalText = () => z.string().optional();
const decimal = (description: string) => z.string().describe(description);
const lastFour = () => z.string().nullable().describe("The secret's last four characters; null when none is stored");

/**
 * Card gateways: 1 = API login id + transaction key + public client key + card organizations; 2 = username + password
 * + merchant id; 3 = source key + source PIN + public API key. Secrets may be left out on edit to keep the stored ones.
 */
export const creditCardInputSchema = z.object({
  gatewayType: codeOf(CARD_GATEWAY_TYPES),
  apiLoginId: optionalText(),
  transactionKey: optionalText().describe("Secret: stored, never returned"),
  publicClientKey: optionalText(),
  cardOrganizations: z.array(textCodeOf(CARD_ORGANIZATIONS)).optional(),
  username: optionalText(),
  password: optionalText().describe("Secret: stored, never returned"),
  merchantId: optionalText(),
  sourceKey: optionalText(),
  sourcePin: optionalText().describe("Secret: stored, never returned"),
  publicApiKey: optionalText(),
});

export const creditCardConfigSchema = z.object({
  id: z.int(),
  gatewayType: z.int(),
  apiLoginId: z.string().nullable(),
  transactionKeySet: z.boolean(),
  transactionKeyLastFour: lastFour(),
  publicClientKey: z.string().nullable(),
  cardOrganizations: z.array(z.string()),
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  passwordLastFour: lastFour(),
  merchantId: z.string().nullable(),
  sourceKey: z.string().nullable(),
  sourcePinSet: z.boolean(),
  sourcePinLastFour: lastFour(),
  publicApiKey: z.string().nullable(),
  version: z.int(),
  updateTime: isoDateTime(),
});

/** PayPal status: 1 Active, 0 Inactive. */
export const paypalInputSchema = z.object({
  apiUsername: z.string(),
  password: optionalText().describe("Secret: stored, never returned"),
  signature: optionalText().describe("Secret: stored, never returned"),
  clientId: z.string(),
  clientSecret: optionalText().describe("Secret: stored, never returned"),
  status: codeOf(PAYPAL_STATUSES),
});

export const paypalConfigSchema = z.object({
  id: z.int(),
  apiUsername: z.string(),
  passwordSet: z.boolean(),
  passwordLastFour: lastFour(),
  signatureSet: z.boolean(),
  signatureLastFour: lastFour(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  clientSecretLastFour: lastFour(),
  status: z.int(),
  version: z.int(),
  updateTime: isoDateTime(),
});

const bookingFeeMode = textCodeOf(BOOKING_FEE_MODES).describe(
  "fixed: amount is a price; percentage: amount is a percent (0.01–100) of the ticket or the order's tickets",
);

/** Booking fee type: 0 none, 1 per ticket, 2 per order. */
export const bookingFeeInputSchema = z.object({
  type: codeOf(BOOKING_FEE_TYPES),
  mode: bookingFeeMode.optional().describe("fixed when left out"),
  amount: decimal("Fixed: a price (up to 7 integer digits, 2 decimals); percentage: 0.01–100, floored to the cent"),
  version: z.int().optional().describe("Required once a booking fee is saved"),
});

export const bookingFeeConfigSchema = z.object({
  type: z.int(),
  mode: bookingFeeMode,
  amount: decimal("Decimal string with 2 decimals"),
  version: z.int(),
});

/** The tenant's statement rates (docs/money-contract.md section 3): what its statements deduct. */
export const serviceFeeConfigSchema = z.object({
  rate: decimal("Card processing share of each settled card payment, decimal string with 4 decimals"),
  fixed: decimal("Fixed card processing amount per settled card payment, decimal string with 2 decimals"),
  commissionRate: decimal("Commission share of each sold order's pay amount, decimal string with 4 decimals"),
  chargebackFee: decimal("Fee per chargeback opened, decimal string with 2 decimals"),
  subscriptionFee: decimal("Monthly subscription fee, decimal string with 2 decimals"),
});

/** The unpaid hold period (docs/sales-contract.md, "Unpaid bookings"). */
export const unpaidHoldSchema = z.object({
  unpaidHoldDays: z.int().describe("Whole days an unpaid booking holds its seats (1–90, 7 unless changed)"),
  version: z.int().describe("The tenant settings' version: send it back to save"),
});

export const unpaidHoldInputSchema = z.object({
  unpaidHoldDays: z.number().describe("Whole days, 1 to 90 (a fraction is refused under the field)"),
  version: z.int(),
});

export const versionInput = { version: z.int() };

export type CreditCardInput = z.infer<typeof creditCardInputSchema>;
export type CreditCardConfig = z.infer<typeof creditCardConfigSchema>;
export type PaypalInput = z.infer<typeof paypalInputSchema>;
export type PaypalConfig = z.infer<typeof paypalConfigSchema>;
export type BookingFeeInput = z.infer<typeof bookingFeeInputSchema>;
