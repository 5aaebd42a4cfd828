import { z } from "zod";
import {
  dateTimeSchema,
  moneySchema,
  paymentSchema,
  refundListItemSchema,
  ticketSchema,
} from "../sales-shared/schemas";

export const refundFilterShape = {
  state: z.int().optional().describe("0 pending, 1 approved, 2 rejected, 3 completed; absent: all"),
  orderId: z.int().optional(),
  orderNumber: z.string().optional().describe("Substring, case-insensitive"),
};

export const refundAddInput = z.object({
  orderId: z.int(),
  paymentId: z.int().nullable().optional().describe("Required: the payment entry the money goes back to"),
  ticketIds: z
    .array(z.int())
    .optional()
    .describe("Required: tickets of the order, each normal (0) or checked in (1); they become refunding (8)"),
  amount: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Required decimal string, floored to 2 places, at least 0.01 and not greater than the payment's refundable " +
        "amount ('Not greater than the total amount of the transaction')",
    ),
  reason: z.string().nullable().optional().describe("Optional, up to 500 characters"),
});
export type RefundAddInput = z.infer<typeof refundAddInput>;

export const refundActionInput = z.object({
  id: z.int(),
  version: z.int(),
  note: z.string().nullable().optional().describe("Optional, up to 500 characters; kept in the logs (and as remarks)"),
});
export type RefundActionInput = z.infer<typeof refundActionInput>;

export const refundLogSchema = z.object({
  id: z.int(),
  action: z.string().describe("submit, approve, reject, complete"),
  fromState: z.int().nullable(),
  toState: z.int(),
  operatorId: z.int().nullable(),
  operatorName: z.string(),
  note: z.string().nullable(),
  createTime: dateTimeSchema(),
});

export const refundOrderSchema = refundListItemSchema.extend({
  contactFirstName: z.string(),
  contactLastName: z.string(),
  checkFee: moneySchema("The fee confirmed on approval").nullable(),
  feeDetails: z.array(
    z.object({
      ticketId: z.int(),
      ticketNumber: z.string(),
      price: moneySchema("The ticket's price"),
      fee: moneySchema("The trip's cancellation deduction for it, floored"),
    }),
  ),
  payAccount: z
    .string()
    .nullable()
    .describe("Where the money goes: masked card, PayPal account, wallet; null for cash"),
  transactionId: z.string().nullable().describe("The gateway transaction refunded; null for cash and wallet"),
  reason: z.string().nullable(),
  remarks: z.string().nullable().describe("The note of the last reject or complete"),
  completeBy: z.string().nullable(),
  completeTime: dateTimeSchema().nullable(),
  ticketIds: z.array(z.int()),
  refundTickets: z.array(
    ticketSchema.extend({
      previousStatus: z.int().describe("The ticket's state before the refund (restored on reject)"),
    }),
  ),
  logs: z.array(refundLogSchema).describe("Empty for cash (3) and wallet (4) refunds"),
  payments: z.array(paymentSchema).describe("The payment refunded"),
});
export type RefundOrder = z.infer<typeof refundOrderSchema>;
