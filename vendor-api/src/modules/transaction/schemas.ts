import { z } from "zod";
import { dateRangeInput, dateTimeSchema, moneySchema, paymentSchema } from "../sales-shared/schemas";

export const transactionFilterShape = {
  cardNumber: z
    .string()
    .optional()
    .describe("Last 4 digits, a masked number (424242******4242, **** 4242) or a whole number (masked, then compared)"),
  paypalAccount: z.string().optional().describe("Substring, case-insensitive"),
  transactionId: z.string().optional().describe("Substring, case-insensitive"),
  authCode: z.string().optional().describe("Exact, case-insensitive"),
  ...dateRangeInput,
  payStatus: z.int().optional(),
};

const orderLink = {
  orderId: z.int(),
  orderNumber: z.string(),
  customerName: z.string().describe("The order's contact: first and last name"),
  channelId: z.int(),
  channelName: z.string(),
};

export const transactionListItemSchema = z.object({
  id: z.int().describe("The payment's id"),
  createTime: dateTimeSchema(),
  payTime: dateTimeSchema().nullable(),
  paymentType: z.int().describe("1 credit card, 2 PayPal, 9 new PayPal, 10 Apple Pay"),
  transactionId: z.string().nullable(),
  authCode: z.string().nullable(),
  ...orderLink,
  cardNum: z.string().nullable().describe("Masked"),
  cardLast4: z.string().nullable(),
  cardType: z.string().nullable(),
  paypalAccount: z.string().nullable(),
  amount: moneySchema(),
  refundedAmount: moneySchema(),
  errorCode: z.string().nullable(),
  errorMsg: z.string().nullable(),
  payStatus: z.int(),
  chargeBackAmount: moneySchema(),
  chargeBackStatus: z.int().describe("0 none, 1 open, 2 won, 3 lost"),
});
export type TransactionListItem = z.infer<typeof transactionListItemSchema>;

export const transactionSchema = paymentSchema.extend({
  ...orderLink,
  paypalAccount: z.string().nullable(),
  contactEmail: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
