import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { itemFieldsInput, pageInput, pageResult } from "../../protocol/page";
import { defineRoute } from "../../protocol/route";
import { orderContactInput, orderDetailSchema, orderListInput, orderListItemSchema, orderNoteSchema } from "./schemas";
import { findOrder, listOrders } from "./service";
import { resendConfirmation } from "./resend";
import { addOrderNote, editOrderContact } from "./contact";
import { recordOrderPayment } from "./payment";
import { orderPaymentInput } from "./payment-schemas";
import { cancelOrderTickets, quoteCancellation } from "./cancel";
import { orderCancelInput, orderCancelQuoteInput, orderCancelQuoteSchema } from "./cancel-schemas";
import { moveOrderTickets, quoteMove } from "./move";
import { orderMoveInput, orderMoveQuoteInput, orderMoveQuoteSchema } from "./move-schemas";
import { bookOrder, departureOffer, listBookableTrips, quoteBooking } from "./booking";
import {
  bookableTripsSchema,
  bookingInput,
  bookingQuoteInput,
  bookingQuoteSchema,
  departureOfferInput,
  departureOfferSchema,
} from "./booking-schemas";

const TAG = "order";

export function registerOrderRoutes(
  app: FastifyInstance,
  { db, secrets, now, listCountLimit, fastPaths }: AppContext,
): void {
  defineRoute(app, {
    method: "POST",
    url: "/order/list",
    auth: "operator",
    access: [{ page: "order_list" }],
    tag: TAG,
    summary:
      "Orders, filtered and sorted (default: newest first); 20001 for a malformed card last 4, phone or date range",
    body: orderListInput.extend(pageInput).extend(itemFieldsInput(orderListItemSchema)),
    result: pageResult(orderListItemSchema),
    sparseItems: true,
    handler: ({ body, session }) => listOrders(db, session.tenantId, body, { listCountLimit, fastPaths }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/order/find",
    auth: "operator",
    access: [{ page: "order_detail" }, { cmd: "/refund/add" }],
    tag: TAG,
    summary: "One order: contact, channel, creator, times, totals, lines, payments, tickets, refunds and history",
    query: z.object({ id: z.int() }),
    result: orderDetailSchema,
    handler: ({ query, session }) => findOrder(db, secrets, session.tenantId, query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/resend",
    auth: "operator",
    access: [{ cmd: "/order/resend" }],
    tag: TAG,
    summary:
      "Queue the order's confirmation again to its contact e-mail, with each ticket's signed code; 20430 within a " +
      "minute of the last resend (params seconds), 20431 no contact e-mail",
    body: z.object({ id: z.int() }),
    result: z
      .object({ sentTo: z.string(), queuedAt: z.string() })
      .describe("Where the confirmation went and when it was queued"),
    handler: ({ body, session }) => resendConfirmation(db, secrets, session, body.id, now()),
  });

  // Correcting an order after the sale and the staff's notes on it (docs/sales-contract.md, "Editing an order's
  // contact and internal notes").
  defineRoute(app, {
    method: "POST",
    url: "/order/contact/edit",
    auth: "operator",
    access: [{ cmd: "/order/contact/edit" }],
    tag: TAG,
    summary:
      "Correct the contact (the booking form's rules) and rename passengers, in one transaction with its history " +
      "line (contact-edit), audit entry and ORDER_UPDATED; 10008 for a stale version; 20001 with result.fields " +
      "(contactFirstName, contactLastName, contactEmail, contactPhone, passengers.N.ticketId unknownItem / value, " +
      "passengers.N.passengerName). A save that changes nothing writes nothing",
    body: orderContactInput,
    result: orderDetailSchema,
    handler: async ({ body, session }) =>
      findOrder(db, secrets, session.tenantId, await editOrderContact(db, session, body)),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/note/add",
    auth: "operator",
    access: [{ cmd: "/order/note/add" }],
    tag: TAG,
    summary:
      "Add an internal note (1–1000 characters; staff only, never sent to the customer): a history line (note), an " +
      "audit entry and an internal ORDER_UPDATED; the order's version stays. 20001 text required / maxLength",
    body: z.object({ id: z.int(), text: z.string().optional().describe("The note, 1–1000 characters") }),
    result: orderNoteSchema,
    handler: ({ body, session }) => addOrderNote(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/payment/add",
    auth: "operator",
    access: [{ cmd: "/order/payment/add" }],
    tag: TAG,
    summary:
      "Record a payment on an unpaid order (cash, card terminal, bank transfer): a part payment raises payAmount and " +
      "lowers the balance; the last one completes the order (ORDER_PAID) and its tickets stop holding seats. 10008 " +
      "for a stale version; 20001 with result.fields for the input, amount payment.overBalance (params balance) or " +
      "payment.orderNotPayable (params state), paidAt payment.dateInFuture / payment.dateBeforeOrder (params date)",
    body: orderPaymentInput,
    result: orderDetailSchema,
    ownDateRules: true,
    handler: ({ body, session }) => recordOrderPayment(db, secrets, session, body, now()),
  });

  // Cancelling an order or some of its tickets (docs/sales-contract.md section 13): the quote is the dialog's, so it
  // needs the cancellation's permission as the action does.
  defineRoute(app, {
    method: "POST",
    url: "/order/cancel/quote",
    auth: "operator",
    access: [{ cmd: "/order/cancel" }],
    tag: TAG,
    summary:
      "What cancelling tickets would charge (the trip's cancellation charge per ticket) and give back per refundable " +
      "payment; writes nothing. 20001 with result.fields.ticketIds for tickets that cannot be cancelled",
    body: orderCancelQuoteInput,
    result: orderCancelQuoteSchema,
    handler: ({ body, session }) => quoteCancellation(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/cancel",
    auth: "operator",
    access: [{ cmd: "/order/cancel" }],
    tag: TAG,
    summary:
      "Cancel tickets of an order: they become void (7), their seats free and refused at check-in; paid − charge goes " +
      "back as refund orders (cash refunded at once); ORDER_CANCELLED when no valid ticket is left, else " +
      "ORDER_UPDATED; the customer is written to. 10008 for a stale version, 21403 for chargeOverride without " +
      "/order/cancel/override, 20001 with result.fields (ticketIds cancel.*, chargeOverride price / cancel.overPaid)",
    body: orderCancelInput,
    result: orderDetailSchema,
    handler: ({ body, session }) => cancelOrderTickets(db, secrets, session, body, now()),
  });

  // Moving tickets to another departure of their trip or of another trip (docs/sales-contract.md section 14): the
  // quote is the dialog's, so it needs the move's permission as the action does.
  defineRoute(app, {
    method: "POST",
    url: "/order/move/quote",
    auth: "operator",
    access: [{ cmd: "/order/move" }],
    tag: TAG,
    summary:
      "What moving tickets to another departure of their trip or of another trip would cost (the trip's reschedule " +
      "fee, the price difference, cash now or a refund) and the seats left on it; writes nothing. 20001 with " +
      "result.fields (ticketIds, date, shift, tripId, priceMode, options move.* / booking.* / departure.cancelled)",
    body: orderMoveQuoteInput,
    result: orderMoveQuoteSchema,
    handler: ({ body, session }) => quoteMove(db, session, body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/move",
    auth: "operator",
    access: [{ cmd: "/order/move" }],
    tag: TAG,
    summary:
      "Move tickets to another departure of their trip or of another trip: seats taken there and given back on the " +
      "old one, new ticket numbers and codes (the old ones refused at check-in), the trip's reschedule fee and, on " +
      "another trip at the chosen price, the difference (owed by an unpaid order, taken in cash on a paid one, or " +
      "refunded when lower), ORDER_UPDATED, the customer written to. 10008 for a stale version, 20001 with " +
      "result.fields (ticketIds, date, shift, tripId, priceMode, options move.* / booking.* / departure.cancelled)",
    body: orderMoveInput,
    result: orderDetailSchema,
    handler: ({ body, session }) => moveOrderTickets(db, secrets, session, body, now()),
  });

  // Bookings taken in the console (docs/sales-contract.md, "Bookings taken in the console"): every call is the booking
  // form's, so every one is the booking's permission.
  defineRoute(app, {
    method: "GET",
    url: "/order/book/trips",
    auth: "operator",
    // The trips a move to another trip can choose among are the same (docs/sales-contract.md section 14).
    access: [{ cmd: "/order/book" }, { cmd: "/order/move" }],
    tag: TAG,
    summary: "The single trips on sale that a booking can be made for, or tickets moved to, by name (at most 500)",
    result: bookableTripsSchema,
    handler: ({ session }) => listBookableTrips(db, session.tenantId, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/book/departure",
    auth: "operator",
    access: [{ cmd: "/order/book" }],
    tag: TAG,
    summary:
      "A trip's prices and seats left on a date: its shifts on sale that date (date/shift trips) or its shared " +
      "seats; 20001 tripId booking.tripNotOnSale, date booking.dateNotOnSale",
    body: departureOfferInput,
    result: departureOfferSchema,
    ownDateRules: true,
    handler: ({ body, session }) => departureOffer(db, session.tenantId, body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/quote",
    auth: "operator",
    access: [{ cmd: "/order/book" }],
    tag: TAG,
    summary:
      "What a booking would cost (tickets, coupon discount, booking fee, total, due) by the rules /order/book " +
      "applies; the same 20001 refusals; nothing is written",
    body: bookingQuoteInput,
    result: bookingQuoteSchema,
    ownDateRules: true,
    handler: ({ body, session }) => quoteBooking(db, session.tenantId, body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/book",
    auth: "operator",
    access: [{ cmd: "/order/book" }],
    tag: TAG,
    summary:
      "Book tickets in one transaction: the order, its tickets with signed codes, its payment, the confirmation " +
      "mail and the ORDER_CREATED / ORDER_PAID events. 20001 with result.fields for every rule (booking.* keys: " +
      "trip not on sale, date, shift, option, booking.soldOut with params available, the coupon's refusals). A " +
      "repeated requestId answers the first booking's order",
    body: bookingInput,
    result: orderDetailSchema,
    ownDateRules: true,
    handler: ({ body, session }) => bookOrder(db, secrets, session, body, now()),
  });
}
