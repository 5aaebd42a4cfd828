import { z } from "zod";
import { dateTimeInput } from "../../protocol/date-fields";
import { textCodeOf } from "../../protocol/code-schemas";
import { SORT_ORDERS } from "../../protocol/rules";

export const moneySchema = (description = "Decimal string with 2 places") => z.string().describe(description);
export const dateTimeSchema = () => z.string().describe("ISO 8601 date-time");

export const sortOrderSchema = textCodeOf(SORT_ORDERS).optional().describe("Default desc");

export const dateRangeInput = {
  dateFrom: dateTimeInput().optional().describe("ISO 8601: created at or after (inclusive)"),
  dateTo: dateTimeInput()
    .optional()
    .describe(
      "ISO 8601: created before (exclusive); must be later than dateFrom ('Start time must be earlier than end time')",
    ),
};

/** One payment of an order per method; gateway payments (card, PayPal, Apple Pay) are the transactions. */
export const paymentSchema = z.object({
  id: z.int(),
  orderId: z.int(),
  paymentType: z
    .int()
    .describe(
      "1 credit card, 2 PayPal, 3 cash, 4 reload card (wallet), 5 points, 6 credit, 7 coupon code, 8 groupon code, " +
        "9 new PayPal, 10 Apple Pay, 11 channel pay",
    ),
  amount: moneySchema(),
  refundedAmount: moneySchema("Given back by completed refunds"),
  refundPendingAmount: moneySchema("Reserved by pending and approved refunds"),
  refundableAmount: moneySchema(
    "What a new refund may still take: amount − refunded − pending − an open or lost chargeback; 0.00 when the payment " +
      "is not settled or its type is not refundable",
  ),
  refundPayType: z
    .int()
    .nullable()
    .describe(
      "The refund payment type a refund of this payment gets (1 card, 2 PayPal, 3 cash, 4 wallet, 6 bank transfer, 9 new PayPal, 10 Apple Pay); null: not refundable",
    ),
  account: z.string().nullable().describe("PayPal account, wallet number, channel name or coupon code"),
  transactionId: z.string().nullable(),
  authCode: z.string().nullable(),
  avsCode: z.string().nullable(),
  cardBank: z.string().nullable(),
  cardType: z.string().nullable().describe("VISA, MasterCard, Discover, AmericaExpress"),
  cardNum: z.string().nullable().describe("Masked: first 6 and last 4 digits at most; the full number is never stored"),
  cardLast4: z.string().nullable(),
  cardMonth: z.string().nullable().describe("01-12"),
  cardYear: z.string().nullable(),
  payStatus: z
    .int()
    .describe(
      "0 Processing, 1 Success, 2 Failed, 3 Authorized, 4 Unauthorized, 5 Payment cancellation, 6 Blacklist passed, " +
        "7 Blacklist failed, 8 Score pass, 9 Score reject",
    ),
  dealStatus: z.int().describe("0 unsettled, 1 settled, 2 partially refunded, 3 refunded"),
  errorCode: z.string().nullable(),
  errorMsg: z.string().nullable(),
  riskScore: z.number().nullable().describe("Gateway risk score, 0-100"),
  maxmindScore: z.number().nullable().describe("MaxMind minFraud risk score, 0.01-99"),
  chargeBackAmount: moneySchema(),
  chargeBackStatus: z.int().describe("0 none, 1 open, 2 won, 3 lost"),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  payTime: dateTimeSchema().nullable(),
  createTime: dateTimeSchema(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const ticketSchema = z.object({
  id: z.int(),
  ticketNumber: z.string(),
  tripId: z.int(),
  tripName: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  shift: z.string().nullable(),
  option: z.string().nullable(),
  price: moneySchema(
    "The unit price of the order's line of this trip, date, shift and price option; null when none matches",
  ).nullable(),
  passengerName: z.string(),
  passengerType: z.int().describe("0 adult, 1 child, 2 infant, 3 elder"),
  status: z
    .int()
    .describe(
      "0 normal, 1 checked in, 4 reschedule, 5 change, 6 chargeback, 7 refund (void), 8 refunding, 9 refunded, " +
        "10 fraudulent chargeback, 11 merchant chargeback",
    ),
  held: z.boolean().describe("The order is still being paid"),
  checkedBy: z.string().nullable(),
  checkTime: dateTimeSchema().nullable(),
  actionable: z
    .boolean()
    .describe("Normal or checked-in, not held, of a completed or unshipped order: may be refunded"),
  code: z
    .string()
    .nullable()
    .describe("The signed code its QR code carries (VT1.<number>.<mac>); null in answers that do not sign (refunds)"),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const refundListItemSchema = z.object({
  id: z.int(),
  refundNumber: z.string().describe("RF + the id, 8 digits"),
  orderId: z.int(),
  orderNumber: z.string(),
  paymentId: z.int(),
  payType: z
    .int()
    .describe("Refund payment type: 1 card, 2 PayPal, 3 cash, 4 wallet, 6 bank transfer, 9 new PayPal, 10 Apple Pay"),
  state: z.int().describe("0 pending, 1 approved, 2 rejected, 3 completed"),
  amount: moneySchema("Given back to the customer"),
  fee: moneySchema("Cancellation fee of the trips' rules, informative"),
  ticketCodes: z.array(z.string()),
  applyPersonId: z.int().nullable(),
  applyPersonName: z.string().describe("Created by"),
  checkBy: z.string().nullable(),
  checkTime: dateTimeSchema().nullable(),
  completeTime: dateTimeSchema().nullable().describe("When it was completed: the time statements and reports count it"),
  createTime: dateTimeSchema(),
  version: z.int(),
});
export type RefundListItem = z.infer<typeof refundListItemSchema>;
