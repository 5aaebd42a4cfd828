import { z } from "zod";
import { dateTimeSchema, moneySchema } from "../sales-shared/schemas";
import { textCodeOf } from "../../protocol/code-schemas";
import { STATEMENT_ENTRY_KINDS } from "../../protocol/rules";

const monthSchema = z.string().describe("YYYY-MM, a calendar month of the tenant's time zone");

const signed = (what: string) => moneySchema(`Signed decimal string with 2 places: ${what}`);

export const statementSchema = z.object({
  month: monthSchema,
  state: z.int().describe("0 unpaid, 1 paid (the platform paid it out)"),
  open: z.boolean().describe("The current month: still accruing"),
  paidAt: dateTimeSchema()
    .nullable()
    .describe("When the platform paid it; funds reach the bank 3 to 5 business days later"),
  lines: z.object({
    order: signed("+ Σ pay amount of the sold orders (states 1, 3) created in the month"),
    refund: signed("− refunds completed in the month"),
    chargeback: signed("− lost chargebacks opened in the month"),
    chargebackFee: signed("− the chargeback fee per chargeback opened in the month (any status)"),
    processingFee: signed(
      "− per settled card / Apple Pay payment paid in the month: floor(amount × cardRate) + cardFixed",
    ),
    commission: signed("− per sold order of the month: floor(payAmount × commissionRate)"),
    subscriptionFee: signed("− the monthly subscription fee"),
  }),
  adjustments: z
    .array(
      z.object({
        month: monthSchema,
        amount: signed("how much that paid month's figures changed since it was paid, not carried before"),
      }),
    )
    .describe(
      "What changed in paid statements after their payment (a late order, refund or chargeback, new rates), carried " +
        "into the first statement after the last paid one; a paid statement's figures never change",
    ),
  balance: signed("the sum of the lines and the adjustments"),
  orderCount: z.int().describe("Sold orders of the month (order entries)"),
  refundCount: z.int().describe("Refunds completed in the month (refund entries)"),
  chargebackCount: z.int().describe("Lost chargebacks of the month (chargeback entries)"),
});

export const ratesSchema = z.object({
  cardRate: z.string().describe("Share of each card payment, 4 decimals (0.0290 = 2.9 %)"),
  cardFixed: moneySchema("Fixed fee per card payment"),
  commissionRate: z.string().describe("Share of each sold order's pay amount, 4 decimals"),
  chargebackFee: moneySchema("Fee per chargeback opened"),
  subscriptionFee: moneySchema("Monthly fee"),
});

export const statementListInput = {
  state: z.int().optional().describe("0 unpaid, 1 paid"),
  year: z.int().optional().describe("Months of this year only"),
};

export const entryKindSchema = textCodeOf(STATEMENT_ENTRY_KINDS);

export const statementEntrySchema = z.object({
  kind: entryKindSchema,
  time: dateTimeSchema(),
  amount: signed("the entry's share of its line"),
  orderId: z.int().nullable(),
  orderNumber: z.string().nullable(),
  refundId: z.int().nullable(),
  refundNumber: z.string().nullable(),
  paymentId: z.int().nullable().describe("The payment of a chargeback, chargeback fee or processing fee"),
});

export const statementMonthQuery = z.object({ month: monthSchema });
