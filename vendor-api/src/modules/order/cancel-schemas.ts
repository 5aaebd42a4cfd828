/**
 * The bodies and the quote of `/order/cancel/quote` and `/order/cancel` (docs/sales-contract.md section 13). The
 * input fields are loose on purpose: a missing or malformed one is answered by rules/order-cancel.ts with its own
 * field and rule, as the console and the gateway word them, rather than by the schema.
 */
import { z } from "zod";
import { moneySchema } from "../sales-shared/schemas";

const ticketIds = z
  .array(z.int())
  .optional()
  .describe("Required: tickets of the order, each valid (0): not checked in, refunding, refunded or cancelled");

export const orderCancelQuoteInput = z.object({
  orderId: z.int().describe("The order (another tenant's answers 20404)"),
  ticketIds,
});

export const orderCancelInput = orderCancelQuoteInput.extend({
  version: z.int().describe("The order's version as read: a stale one answers 10008"),
  chargeOverride: z
    .string()
    .nullable()
    .optional()
    .describe(
      'A charge instead of the trip\'s ("12.34", at most what was paid for the tickets); needs the cmd ' +
        "/order/cancel/override (21403 without it)",
    ),
  notifyCustomer: z.boolean().optional().describe("Write to the order's contact e-mail (default true)"),
});

export const orderCancelQuoteSchema = z.object({
  tickets: z.array(
    z.object({
      ticketId: z.int(),
      ticketNumber: z.string(),
      price: moneySchema("Its order line's unit price"),
      charge: moneySchema("The trip's cancellation charge for it"),
    }),
  ),
  paid: moneySchema(
    "What the charge is taken from, the most it can be. A paid order: what was paid for the tickets and can be " +
      "refunded — the tickets' prices (with the order's booking fee, reschedule fee and difference when they are its " +
      "last valid ones), at most what the refundable payments still hold. An unpaid order: its tickets' prices when " +
      "part of it is cancelled (the charge is then owed instead), what was paid on it when it is cancelled whole " +
      "(0.00 with nothing paid: it is called off)",
  ),
  charge: moneySchema("The trip's charge: the tickets' charges, at most `paid`"),
  refund: moneySchema(
    "What goes back through the refund flow: a paid order's paid − charge; an unpaid order's part payments above its " +
      "new total (it is then paid in full and completed)",
  ),
  refunds: z
    .array(
      z.object({
        paymentId: z.int(),
        paymentType: z.int(),
        refundable: moneySchema("What the payment still holds to refund"),
        amount: moneySchema("The share of the refund it takes back"),
        settledAtOnce: z
          .boolean()
          .describe("Cash or a bank transfer: refunded and completed at once; else a pending refund order"),
      }),
    )
    .describe("The refundable payments, oldest first, and each one's share of `refund`"),
  cancelsOrder: z.boolean().describe("No valid ticket is left after: ORDER_CANCELLED rather than ORDER_UPDATED"),
  totalAfter: moneySchema(
    "The order's total after: a paid order's stays (its refunds count apart); an unpaid order's drops by the " +
      "tickets' prices (and when cancelled whole, its fees) less the charge",
  ),
  balanceAfter: moneySchema("What the order still owes after (section 11): 0.00 for a paid order"),
});
export type OrderCancelQuote = z.infer<typeof orderCancelQuoteSchema>;
