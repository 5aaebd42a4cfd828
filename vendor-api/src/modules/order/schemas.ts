import { z } from "zod";
import { textCodeOf } from "../../protocol/code-schemas";
import { ORDER_JOB_IDS_MAX, ORDER_SORT_FIELDS } from "../../protocol/rules";
import {
  dateRangeInput,
  dateTimeSchema,
  moneySchema,
  paymentSchema,
  refundListItemSchema,
  sortOrderSchema,
  ticketSchema,
} from "../sales-shared/schemas";

/** The order list's filters; the export takes the same. */
export const orderFilterShape = {
  orderNumber: z.string().optional().describe("Substring, case-insensitive"),
  customerName: z.string().optional().describe("Substring of 'first last', case-insensitive"),
  email: z.string().optional().describe("Substring, case-insensitive"),
  phone: z.string().optional().describe("Digits, matched within country code + phone (other characters ignored)"),
  tripId: z.int().optional().describe("Orders booking this trip"),
  ...dateRangeInput,
  state: z.int().optional().describe("0 unpaid, 1 completed, 2 cancelled, 3 unshipped, 9 paying"),
  channelId: z.int().optional(),
  paymentType: z.int().optional().describe("Orders with a payment of this type"),
  cardLast4: z.string().optional().describe("Orders paid with a card ending in these 4 digits"),
  orderIds: z
    .array(z.int())
    .max(ORDER_JOB_IDS_MAX)
    .optional()
    .describe(
      `Only these orders (rows picked on the list, at most ${ORDER_JOB_IDS_MAX}); ids of another tenant match none`,
    ),
};

const contactShape = {
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string().nullable(),
  contactCountryCode: z.string().nullable().describe("E.g. +1"),
  contactPhone: z.string().nullable(),
};

const orderSummaryShape = {
  id: z.int(),
  orderNumber: z.string(),
  type: z.int().describe("0 one way, 1 round trip"),
  state: z.int().describe("0 unpaid, 1 completed, 2 cancelled, 3 unshipped, 9 paying"),
  channelId: z.int(),
  channelName: z.string(),
  creator: z.string().describe("User name of the operator who booked it, or 'customer'"),
  ...contactShape,
  tripNames: z.array(z.string()).describe("Activity names, in booking order"),
  orderDate: z.string().nullable().describe("YYYY-MM-DD: the first travel date"),
  createTime: dateTimeSchema(),
  payTime: dateTimeSchema().nullable(),
  completeTime: dateTimeSchema().nullable(),
  paymentTypes: z.array(z.int()).describe("Payment methods used (payment type codes)"),
  cardLast4: z.string().nullable().describe("Last 4 digits of the card paid with, if any"),
  transactionId: z.string().nullable().describe("The gateway transaction of the order, if any"),
  totalAmount: moneySchema(),
  payAmount: moneySchema("Actually paid"),
  refundedAmount: moneySchema(),
  rescheduleFee: moneySchema(),
  differencePrice: moneySchema(),
  bookingFee: moneySchema("The tenant's booking fee charged on top of the tickets when the order was made"),
  couponCode: z.string().nullable(),
  version: z.int(),
};

export const orderListItemSchema = z.object({
  ...orderSummaryShape,
  ticketNumbers: z.array(z.string()),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderLineSchema = z.object({
  id: z.int(),
  tripId: z.int(),
  tripCode: z.string(),
  tripName: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  shift: z.string().nullable(),
  option: z.string().describe("The price line booked"),
  quantity: z.int(),
  unitPrice: moneySchema(),
  amount: moneySchema(),
});

const orderHistoryParamsSchema = z.object({
  amount: moneySchema().optional().describe("The money the action moved: paid, a fee, a difference, a refund"),
  ticketNumbers: z.array(z.string()).optional().describe("The tickets the action touched"),
  ticketCount: z.int().optional().describe("How many tickets (create, check-in)"),
  channel: z.string().optional().describe("The key of the channel the order came through (create)"),
  paymentType: z.int().optional().describe("The payment method, a paymentType code (pay, payment-failed)"),
  errorCode: z.string().optional().describe("The card gateway's code for a payment it did not take"),
  chargebackStatus: z.int().optional().describe("1 open, 2 won, 3 lost (chargeback)"),
  refundNumber: z.string().optional().describe("The refund order's number (refund-*)"),
  note: z.string().optional().describe("The reason or note given with a refund action"),
  email: z.string().optional().describe("The address a mail went to (resend, message)"),
  subject: z.string().optional().describe("The subject of an operator's message (message)"),
  holdDays: z.int().optional().describe("The tenant's unpaid hold period, in days, that ended (release)"),
});

export const orderHistoryEntrySchema = z.object({
  id: z.int(),
  action: z
    .string()
    .describe(
      "create, pay, payment-failed, complete, cancel, check-in, undo-check-in, resend, reschedule, change, void, chargeback, refund-request, " +
        "refund-approve, refund-reject, refund-complete, contact-edit, note, release",
    ),
  detail: z
    .string()
    .nullable()
    .describe("The English sentence of an entry written before `params` existed; null on every entry since"),
  params: orderHistoryParamsSchema
    .nullable()
    .describe(
      "The action's parameters (rules/order-history.ts): which ones each action carries is fixed per action; " +
        "null on entries written before them, which keep their `detail`",
    ),
  operatorId: z.int().nullable(),
  operatorName: z.string().describe("User name, or 'customer' / 'system'"),
  createTime: dateTimeSchema(),
});

export const orderNoteSchema = z
  .object({
    id: z.int(),
    text: z.string(),
    authorId: z.int().nullable(),
    authorName: z.string().describe("The user name of who wrote it"),
    createTime: dateTimeSchema(),
  })
  .describe("An internal note: staff's words about the order, never shown to the customer");

export const orderDetailSchema = z.object({
  ...orderSummaryShape,
  buyerId: z.int().nullable(),
  addition: z.string().nullable().describe("The customer's note"),
  youthAgreement: z.boolean(),
  balance: moneySchema(
    "What an unpaid order still owes: its total less its discounts and what was paid; 0.00 in any other state",
  ),
  lines: z.array(orderLineSchema),
  payments: z.array(paymentSchema),
  tickets: z.array(ticketSchema),
  refunds: z.array(refundListItemSchema),
  history: z.array(orderHistoryEntrySchema),
  notes: z.array(orderNoteSchema).describe("The internal notes, oldest first (the history's note entries)"),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * `/order/contact/edit`'s body. Contact fields are loose on purpose: a missing or malformed one is answered by the
 * booking form's rules (rules/order-contact.ts) on its own field, as the console and the gateway word them.
 */
export const orderContactInput = z.object({
  id: z.int(),
  version: z.int().describe("The order's version as read; another answers 10008"),
  contactFirstName: z.string().optional(),
  contactLastName: z.string().optional(),
  contactEmail: z.string().optional().describe("Also the e-mail of the order's tickets (the departure's messages)"),
  contactPhone: z.string().optional().describe("With its country code (+1…): the order keeps no separate one after"),
  passengers: z
    .array(z.object({ ticketId: z.int(), passengerName: z.string().optional() }))
    .optional()
    .describe("Tickets of the order to rename, each once; the others keep their names"),
});

export const orderListInput = z.object({
  ...orderFilterShape,
  sortBy: textCodeOf(ORDER_SORT_FIELDS).optional().describe("Default createTime"),
  sortOrder: sortOrderSchema,
});
