import { z } from "zod";
import { ORDER_JOB_IDS_MAX, ORDER_JOB_KINDS, ORDER_LIST_JOB_KINDS } from "#rules";
import { pageInput } from "../../protocol/page";
import { dateTimeSchema, moneySchema } from "../sales-shared/schemas";
import { orderFilterShape } from "../order/schemas";

const kinds = Object.values(ORDER_JOB_KINDS);

/** The orders a job takes: the rows picked or everything the order list's filter matches, never both. */
export const orderSelectionShape = {
  orderIds: z
    .array(z.int())
    .max(ORDER_JOB_IDS_MAX)
    .optional()
    .describe(`Orders picked on the list (at most ${ORDER_JOB_IDS_MAX}); another tenant's id: 20404 for the request`),
  filter: z
    .object(orderFilterShape)
    .optional()
    .describe("Everything the order list's filter matches (at most ORDER_JOB_ORDERS_MAX = 10 000 orders)"),
};

export const orderJobPreviewInput = z.object({
  kind: z.enum(ORDER_LIST_JOB_KINDS).describe("RESEND_CONFIRMATIONS, MESSAGE_CUSTOMERS or CANCEL_ORDERS"),
  ...orderSelectionShape,
});

export const orderJobAddInput = orderJobPreviewInput.extend({
  expectedCount: z.int().min(0).describe("The count the operator confirmed: the preview's `total`"),
  subject: z.string().optional().describe("MESSAGE_CUSTOMERS: the e-mail's subject (1–100 characters)"),
  text: z.string().optional().describe("MESSAGE_CUSTOMERS: the e-mail's text (1–2000 characters)"),
});

export const departureInputShape = {
  tripId: z.int(),
  date: z.string().describe("YYYY-MM-DD"),
  shift: z.string().nullable().optional().describe("The shift's name; null or absent for a trip without shifts"),
};

export const departureCancelInput = z.object({
  ...departureInputShape,
  expectedCount: z.int().min(0).describe("The count the operator confirmed: the preview's `total`"),
  subject: z.string().describe("The message's subject (1–100 characters)"),
  text: z.string().describe("The message's text (1–2000 characters); each order's refund is added below it"),
});

export const orderJobPreviewSchema = z
  .object({
    total: z.int().describe("Orders the selection matches now: what expectedCount must equal"),
    eligible: z.int().describe("Of them, the ones the job acts on (the others will be SKIPPED)"),
    refund: moneySchema("CANCEL_ORDERS / CANCEL_DEPARTURE: what will be refunded in all").nullable(),
  })
  .describe("What a job would touch, written nowhere");

export const orderJobSchema = z.object({
  id: z.int(),
  kind: z.enum(kinds),
  state: z.int().describe("0 pending, 1 running, 2 done"),
  total: z.int(),
  succeeded: z.int(),
  failed: z.int(),
  skipped: z.int(),
  pending: z.int(),
  subject: z.string().nullable().describe("MESSAGE_CUSTOMERS and CANCEL_DEPARTURE: the message's subject"),
  departure: z
    .object({ tripId: z.int(), tripName: z.string(), date: z.string(), shift: z.string().nullable() })
    .nullable()
    .describe("CANCEL_DEPARTURE: the departure cancelled"),
  creatorId: z.int().nullable(),
  creator: z.string(),
  createTime: dateTimeSchema(),
  finishTime: dateTimeSchema().nullable(),
});
export type OrderJobView = z.infer<typeof orderJobSchema>;

export const orderJobListInput = z.object({
  kind: z.enum(kinds).optional(),
  ...pageInput,
});

export const orderJobItemsInput = z.object({
  id: z.int(),
  state: z.int().min(0).max(3).optional().describe("0 pending, 1 done, 2 failed, 3 skipped"),
  ...pageInput,
});

export const orderJobItemSchema = z.object({
  orderId: z.int(),
  orderNumber: z.string(),
  state: z.int().describe("0 pending, 1 done, 2 failed, 3 skipped"),
  reasonKey: z.string().nullable().describe("Why it failed or was skipped: a rules message key"),
  reason: z.string().nullable().describe("The same in English"),
});
