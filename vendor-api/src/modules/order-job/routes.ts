import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { pageResult } from "../../protocol/page";
import { defineRoute, type OperatorAccess } from "../../protocol/route";
import {
  departureCancelInput,
  departureInputShape,
  orderJobAddInput,
  orderJobItemSchema,
  orderJobItemsInput,
  orderJobListInput,
  orderJobPreviewInput,
  orderJobPreviewSchema,
  orderJobSchema,
} from "./schemas";
import {
  cancelDepartureJob,
  findOrderJob,
  listOrderJobItems,
  listOrderJobs,
  previewDepartureCancel,
  previewOrderJob,
  startOrderJob,
} from "./service";

const TAG = "order";

/** A job started from the order list needs its kind's permission: the route lets in any, the service checks the one. */
const LIST_JOB_ACCESS: OperatorAccess = [
  { cmd: "/order/job/resend" },
  { cmd: "/order/job/message" },
  { cmd: "/order/job/cancel" },
];
/** Reading jobs is the order list's; a /departure/cancel holder reads the jobs they started. */
const READ_ACCESS: OperatorAccess = [{ page: "order_list" }, { cmd: "/departure/cancel" }];

// Jobs over many orders (docs/sales-contract.md, "Jobs over many orders") and cancelling a departure
// (docs/catalogue-contract.md section 7).
export function registerOrderJobRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/order/job/preview",
    auth: "operator",
    access: LIST_JOB_ACCESS,
    tag: TAG,
    summary:
      "What a job would touch: the orders the selection matches now (total), those it acts on (eligible) and, for " +
      "CANCEL_ORDERS, what goes back in all; writes nothing. 21403 without the kind's permission, 20404 for an id " +
      "not the tenant's, 20001 orderIds orderJob.oneSelection, filter orderJob.tooManyOrders (params max)",
    body: orderJobPreviewInput,
    result: orderJobPreviewSchema,
    handler: ({ body, session }) => previewOrderJob(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/job/add",
    auth: "operator",
    access: LIST_JOB_ACCESS,
    tag: TAG,
    summary:
      "Start a job over the selection's orders, fixed now (the worker handles them in batches; each order's history " +
      "and events come from its operation) with an audit entry. 21403 without the kind's permission; 20404 for an " +
      "id not the tenant's; 20001 with result.fields: expectedCount orderJob.countChanged (params count), kind " +
      "orderJob.tooManyOpen (params max), subject / text (MESSAGE_CUSTOMERS), orderIds, filter; nothing is written",
    body: orderJobAddInput,
    result: orderJobSchema,
    handler: ({ body, session }) => startOrderJob(db, session, body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/job/get",
    auth: "operator",
    access: READ_ACCESS,
    tag: TAG,
    summary: "One job with its counts; 20404 when not the tenant's (or, without order_list, not one's own)",
    body: z.object({ id: z.int() }),
    result: orderJobSchema,
    handler: ({ body, session }) => findOrderJob(db, session, body.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/job/list",
    auth: "operator",
    access: READ_ACCESS,
    tag: TAG,
    summary: "The tenant's jobs, newest first (without order_list: the ones one started)",
    body: orderJobListInput,
    result: pageResult(orderJobSchema),
    handler: ({ body, session }) => listOrderJobs(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/order/job/items",
    auth: "operator",
    access: READ_ACCESS,
    tag: TAG,
    summary: "A job's orders and what became of each (with the reason of a failed or skipped one), by order id",
    body: orderJobItemsInput,
    result: pageResult(orderJobItemSchema),
    handler: ({ body, session }) => listOrderJobItems(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/departure/cancel/preview",
    auth: "operator",
    access: [{ cmd: "/departure/cancel" }],
    tag: "departure",
    summary:
      "What cancelling a departure would touch: its orders holding a valid ticket (total), those with tickets to " +
      "cancel (eligible) and the refund in full of what was paid for them; writes nothing. 20404 for a trip not " +
      "the tenant's",
    body: z.object(departureInputShape),
    result: orderJobPreviewSchema,
    handler: ({ body, session }) => previewDepartureCancel(db, session, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/departure/cancel",
    auth: "operator",
    access: [{ cmd: "/departure/cancel" }],
    tag: "departure",
    summary:
      "Cancel a departure: from now on it takes no booking and no move, and a CANCEL_DEPARTURE job cancels each of " +
      "its orders' tickets there with no charge (what was paid goes back in full) and sends each order ONE message " +
      "(subject, text and its refund). 20001 with result.fields: date departure.alreadyCancelled, expectedCount " +
      "orderJob.countChanged, kind orderJob.tooManyOpen, subject / text; nothing is written",
    body: departureCancelInput,
    result: orderJobSchema,
    handler: ({ body, session }) => cancelDepartureJob(db, session, body, now()),
  });
}
