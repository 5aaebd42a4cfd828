/** Upstream order shapes (docs/sales-contract.md section 4) to GraphQL types, and the list filter to a request body. */
import { z } from "zod";
import { toRefundOrderSummary, upstreamRefundListItemSchema } from "../refund/refund.mapper";
import { toPayment, upstreamPaymentSchema } from "../sales-shared/payment.mapper";
import { ChargebackStatusEnum, PaymentTypeEnum, SortOrderEnum } from "../sales-shared/sales.enums";
import { textOrUndefined, toIsoOrUndefined } from "../sales-shared/sales.rules";
import { toOrderTicket, upstreamOrderTicketSchema } from "../sales-shared/sales-ticket.mapper";
import { toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { OrderHistoryActionEnum, OrderSortFieldEnum, OrderStateEnum, OrderTypeEnum } from "./order.enums";
import type { OrderFilter, OrderSort } from "./order.input";
import type { Order, OrderNote, OrderSummary } from "./order.type";

const int = z.number().int();
const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** An order history entry's parameters (rules/order-history.ts); which ones an action carries, the vendor API keeps. */
const upstreamHistoryParamsSchema = z.object({
  amount: z.string().optional(),
  ticketNumbers: z.array(z.string()).optional(),
  ticketCount: int.optional(),
  channel: z.string().optional(),
  paymentType: int.optional(),
  errorCode: z.string().optional(),
  chargebackStatus: int.optional(),
  refundNumber: z.string().optional(),
  note: z.string().optional(),
  email: z.string().optional(),
  subject: z.string().optional(),
  holdDays: int.optional(),
});

const summaryShape = {
  id: int,
  orderNumber: z.string(),
  type: int,
  state: int,
  channelId: int,
  channelName: z.string(),
  creator: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string().nullable(),
  contactCountryCode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  tripNames: z.array(z.string()),
  orderDate: z.string().nullable(),
  createTime: z.string(),
  payTime: z.string().nullable(),
  completeTime: z.string().nullable(),
  paymentTypes: z.array(int),
  cardLast4: z.string().nullable(),
  transactionId: z.string().nullable(),
  totalAmount: z.string(),
  payAmount: z.string(),
  refundedAmount: z.string(),
  bookingFee: z.string().nullish(),
  rescheduleFee: z.string(),
  differencePrice: z.string(),
  couponCode: z.string().nullable(),
  version: int,
};

export const upstreamOrderListItemSchema = z.object({ ...summaryShape, ticketNumbers: z.array(z.string()) });

export const upstreamOrderNoteSchema = z.object({
  id: int,
  text: z.string(),
  authorName: z.string(),
  createTime: z.string(),
});

export const toOrderNote = (note: z.infer<typeof upstreamOrderNoteSchema>): OrderNote => ({
  ...note,
  id: String(note.id),
});

export const upstreamOrderSchema = z.object({
  ...summaryShape,
  buyerId: int.nullable(),
  addition: z.string().nullable(),
  youthAgreement: z.boolean(),
  // What an unpaid order still owes (docs/sales-contract.md section 11); a vendor API that keeps none leaves it out.
  balance: z.string().optional(),
  lines: z.array(
    z.object({
      id: int,
      tripId: int,
      tripCode: z.string(),
      tripName: z.string(),
      date: z.string(),
      shift: z.string().nullable(),
      option: z.string(),
      quantity: int,
      unitPrice: z.string(),
      amount: z.string(),
    }),
  ),
  payments: z.array(upstreamPaymentSchema),
  tickets: z.array(upstreamOrderTicketSchema),
  refunds: z.array(upstreamRefundListItemSchema),
  history: z.array(
    z.object({
      id: int,
      action: z.string(),
      detail: z.string().nullable(),
      // A vendor API from before the parameters sends none (docs/sales-contract.md section 4).
      params: upstreamHistoryParamsSchema.nullish(),
      operatorId: int.nullable(),
      operatorName: z.string(),
      createTime: z.string(),
    }),
  ),
  // Another vendor API may keep no notes (docs/sales-contract.md, "Editing an order's contact and internal notes").
  notes: z.array(upstreamOrderNoteSchema).default([]),
});

type UpstreamListItem = z.infer<typeof upstreamOrderListItemSchema>;
type UpstreamSummary = Omit<UpstreamListItem, "ticketNumbers">;
/** A member of an upstream order list row. */
export type UpstreamOrderMember = keyof UpstreamListItem;

/** A GraphQL field of an order made from some members of the upstream row. */
interface FieldSource<Row, T> {
  members: readonly (keyof Row)[];
  map(row: Row): T;
}
/** The two ways a field is made from a row: one member as it is, or a value derived from some. */
const sourcesOf = <Row>() => ({
  copy: <K extends keyof Row>(member: K): FieldSource<Row, Row[K]> => ({
    members: [member],
    map: (row) => row[member],
  }),
  derive: <T>(members: readonly (keyof Row)[], map: (row: Row) => T): FieldSource<Row, T> => ({ members, map }),
});
const { copy, derive } = sourcesOf<UpstreamSummary>();

/** Each field an order and a list row share (`OrderBase`), and the upstream members it is made from. */
const orderBaseFields = {
  id: derive(["id"], (order) => String(order.id)),
  orderNumber: copy("orderNumber"),
  type: derive(["type"], (order) => OrderTypeEnum.fromCode(order.type)),
  state: derive(["state"], (order) => OrderStateEnum.fromCode(order.state)),
  stateCode: copy("state"),
  channelId: derive(["channelId"], (order) => String(order.channelId)),
  channelName: copy("channelName"),
  creator: copy("creator"),
  contact: derive(
    ["contactFirstName", "contactLastName", "contactEmail", "contactCountryCode", "contactPhone"],
    (order) => ({
      firstName: order.contactFirstName,
      lastName: order.contactLastName,
      email: order.contactEmail,
      countryCode: order.contactCountryCode,
      phone: order.contactPhone,
    }),
  ),
  tripNames: copy("tripNames"),
  orderDate: copy("orderDate"),
  createTime: copy("createTime"),
  payTime: copy("payTime"),
  completeTime: copy("completeTime"),
  paymentTypes: derive(["paymentTypes"], (order) => order.paymentTypes.map((code) => PaymentTypeEnum.fromCode(code))),
  cardLast4: copy("cardLast4"),
  transactionId: copy("transactionId"),
  totalAmount: copy("totalAmount"),
  payAmount: copy("payAmount"),
  refundedAmount: copy("refundedAmount"),
  // The booking fee came later than the rest of the order (docs/system-contract.md section 5): a vendor API without it
  // charges none.
  bookingFee: derive(["bookingFee"], (order) => order.bookingFee ?? "0.00"),
  rescheduleFee: copy("rescheduleFee"),
  differencePrice: copy("differencePrice"),
  couponCode: copy("couponCode"),
  version: copy("version"),
};
type OrderBaseFields = { [F in keyof typeof orderBaseFields]: ReturnType<(typeof orderBaseFields)[F]["map"]> };

/** A list row's fields: the shared ones and its ticket numbers. */
const orderSummaryFields: Record<keyof OrderSummary, FieldSource<UpstreamListItem, unknown>> = {
  ...orderBaseFields,
  ticketNumbers: sourcesOf<UpstreamListItem>().copy("ticketNumbers"),
};
const orderBaseFieldNames = Object.keys(orderBaseFields) as (keyof OrderBaseFields)[];

/** The named fields, each made from its members of the row. */
function mapFields<Row>(
  row: Row,
  sources: Record<string, FieldSource<Row, unknown>>,
  names: Iterable<string>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of names) fields[name] = sources[name].map(row);
  return fields;
}

function toOrderBase(order: UpstreamSummary): OrderBaseFields {
  return mapFields(order, orderBaseFields, orderBaseFieldNames) as OrderBaseFields;
}

/**
 * The upstream members a page's selected list row fields are made from, sorted, or undefined when one of the names is
 * not a field of the row (then the row is read whole). `__typename` needs none.
 */
export function orderSummaryMembers(fields: ReadonlySet<string>): UpstreamOrderMember[] | undefined {
  const members = new Set<UpstreamOrderMember>();
  for (const field of fields) {
    if (field === "__typename") continue;
    if (!Object.hasOwn(orderSummaryFields, field)) return undefined;
    for (const member of orderSummaryFields[field as keyof OrderSummary].members) members.add(member);
  }
  return members.size ? [...members].sort() : undefined;
}

/**
 * A list row answered with only some members, to the selected fields made from them: GraphQL reads no others, so the
 * row stands for a whole `OrderSummary`.
 */
export function toSelectedOrderSummary(fields: ReadonlySet<string>) {
  const names = [...fields].filter((field) => field !== "__typename");
  return (row: Partial<UpstreamListItem>) =>
    mapFields(row as UpstreamListItem, orderSummaryFields, names) as unknown as OrderSummary;
}

export function toOrderSummary(order: UpstreamListItem): OrderSummary {
  // Completed in place: a spread copied the base's 30 fields into a second object for every row of a list page
  // (docs/scale-contract.md section 4).
  return Object.assign(toOrderBase(order), { ticketNumbers: order.ticketNumbers });
}

export function toOrder(order: z.infer<typeof upstreamOrderSchema>): Order {
  return {
    ...toOrderBase(order),
    buyerId: idOrNull(order.buyerId),
    addition: order.addition,
    youthAgreement: order.youthAgreement,
    balance: order.balance ?? null,
    lines: order.lines.map((line) => ({ ...line, id: String(line.id), tripId: String(line.tripId) })),
    payments: order.payments.map(toPayment),
    tickets: order.tickets.map((ticket) => toOrderTicket(ticket, order.orderNumber)),
    refunds: order.refunds.map(toRefundOrderSummary),
    history: order.history.map(({ params, ...entry }) => ({
      ...entry,
      id: String(entry.id),
      action: OrderHistoryActionEnum.fromCode(entry.action),
      amount: params?.amount ?? null,
      ticketNumbers: params?.ticketNumbers ?? null,
      ticketCount: params?.ticketCount ?? null,
      channelName: params?.channel ?? null,
      paymentType: params?.paymentType === undefined ? null : PaymentTypeEnum.fromCode(params.paymentType),
      errorCode: params?.errorCode ?? null,
      chargebackStatus:
        params?.chargebackStatus === undefined ? null : ChargebackStatusEnum.fromCode(params.chargebackStatus),
      refundNumber: params?.refundNumber ?? null,
      note: params?.note ?? null,
      email: params?.email ?? null,
      subject: params?.subject ?? null,
      holdDays: params?.holdDays ?? null,
      operatorId: idOrNull(entry.operatorId),
    })),
    notes: order.notes.map(toOrderNote),
  };
}

/** The `/order/list` filter and sort fields (codes for enums, integers for ids, ISO times). */
export function toUpstreamOrderQuery(filter: OrderFilter | null | undefined, sort: OrderSort | null | undefined) {
  return {
    orderNumber: textOrUndefined(filter?.orderNumber),
    customerName: textOrUndefined(filter?.customerName),
    email: textOrUndefined(filter?.email),
    phone: textOrUndefined(filter?.phone),
    tripId: filter?.tripId ? toUpstreamId(filter.tripId, "tripId") : undefined,
    dateFrom: toIsoOrUndefined(filter?.dateFrom),
    dateTo: toIsoOrUndefined(filter?.dateTo),
    state: filter?.state ? OrderStateEnum.toCode(filter.state) : undefined,
    channelId: filter?.channelId ? toUpstreamId(filter.channelId, "channelId") : undefined,
    paymentType: filter?.paymentType ? PaymentTypeEnum.toCode(filter.paymentType) : undefined,
    cardLast4: textOrUndefined(filter?.cardLast4),
    orderIds: filter?.orderIds ? toUpstreamIds(filter.orderIds, "orderIds") : undefined,
    sortBy: sort ? OrderSortFieldEnum.toCode(sort.field) : undefined,
    sortOrder: sort ? SortOrderEnum.toCode(sort.order) : undefined,
  };
}
