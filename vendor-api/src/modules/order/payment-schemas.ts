/**
 * The body of `/order/payment/add` (docs/sales-contract.md section 11). The input fields are loose on purpose: a
 * missing or malformed one is answered by rules/order-payment.ts with its own field and rule, as the console and the
 * gateway word them, rather than by the schema.
 */
import { z } from "zod";
import { dateInput } from "../../protocol/date-fields";
import { ORDER_PAYMENT_METHODS, ORDER_PAYMENT_REFERENCE_MAX } from "../../protocol/rules";

export const orderPaymentInput = z.object({
  orderId: z.int().describe("The unpaid order (another tenant's answers 20404)"),
  version: z.int().describe("The order's version as read: a stale one answers 10008"),
  method: z
    .string()
    .optional()
    .describe(
      `${Object.values(ORDER_PAYMENT_METHODS).join(" | ")}: recorded as a settled payment of type 3 Cash, ` +
        "1 Credit card (no card data) or 6 Credit",
    ),
  amount: z
    .string()
    .optional()
    .describe('A price ("12.34"), at least 0.01 and at most the order\'s balance; floored to the cent'),
  reference: z
    .string()
    .nullable()
    .optional()
    .describe(
      `A receipt, terminal slip or transfer reference, at most ${ORDER_PAYMENT_REFERENCE_MAX} characters; the ` +
        "payment's transactionId",
    ),
  paidAt: dateInput()
    .optional()
    .describe("YYYY-MM-DD: the day the money came in, in the tenant's calendar; not after today, not before the order"),
});
