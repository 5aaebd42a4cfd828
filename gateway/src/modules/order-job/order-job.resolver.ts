/**
 * Jobs over many orders (docs/sales-contract.md, "Jobs over many orders") and cancelling a departure
 * (docs/catalogue-contract.md section 7). A job started from the order list needs the list's page (the directive) and
 * its kind's own permission (checked here, and by the vendor API); reading jobs needs the list's page, or
 * /departure/cancel for one's own departure cancellations, which the vendor API narrows to the jobs one started.
 */
import {
  fail,
  ORDER_JOB_IDS_MAX,
  ORDER_JOB_KIND_CMDS,
  ORDER_LIST_JOB_KINDS,
  orderJobMessageFailures,
  type FieldFailures,
} from "#rules";
import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { assertPermission, Authenticated, holdsPermission, RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import type { DepartureInput } from "../check-in/check-in.args";
import { toUpstreamOrderQuery } from "../order/order.mapper";
import { validateOrderFilter } from "../order/order.rules";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { OrderJobItemStateEnum, OrderJobKindEnum, type OrderJobKind } from "./order-job.enums";
import {
  CancelDepartureArgs,
  DepartureCancelPreviewArgs,
  OrderJobArgs,
  OrderJobItemsArgs,
  OrderJobPreviewArgs,
  OrderJobsArgs,
  StartOrderJobArgs,
  type OrderSelectionInput,
} from "./order-job.input";
import { toOrderJob, toOrderJobItem } from "./order-job.mapper";
import { OrderJob, OrderJobItemPage, OrderJobPage, OrderJobPreview } from "./order-job.type";
import {
  addOrderJob,
  cancelDeparture,
  findOrderJob,
  listOrderJobItems,
  listOrderJobs,
  previewDepartureCancel,
  previewOrderJob,
  type UpstreamSelection,
} from "./order-job.upstream";

/** The selection as the vendor API takes it, checked: exactly one of the two, at most 1000 ids, a valid filter. */
function toUpstreamSelection(selection: OrderSelectionInput): UpstreamSelection {
  const { orderIds, filter } = selection;
  if ((orderIds == null) === (filter == null)) assertValid({ orderIds: fail("orderJob.oneSelection") });
  if (orderIds) {
    if (orderIds.length > ORDER_JOB_IDS_MAX)
      assertValid({ orderIds: fail("orderJob.tooManyIds", { max: ORDER_JOB_IDS_MAX }) });
    return { orderIds: toUpstreamIds(orderIds, "orderIds") };
  }
  assertValid(validateOrderFilter(filter));
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...upstreamFilter } = toUpstreamOrderQuery(filter, null);
  return { filter: upstreamFilter };
}

/** A kind started from the order list, and the caller's permission for it. */
async function assertListKind(context: GatewayContext, kind: OrderJobKind) {
  if (!(ORDER_LIST_JOB_KINDS as readonly string[]).includes(kind)) assertValid({ kind: fail("orderJob.notListKind") });
  await assertPermission(context, { type: "cmd", url: ORDER_JOB_KIND_CMDS[kind] });
}

/** Reading jobs: the order list's page, or /departure/cancel (the vendor API then answers one's own jobs only). */
async function assertJobReader(context: GatewayContext) {
  if (await holdsPermission(context, { type: "page", url: "order_list" })) return;
  await assertPermission(context, { type: "cmd", url: "/departure/cancel" });
}

const toUpstreamDeparture = (departure: DepartureInput) => ({
  tripId: toUpstreamId(departure.tripId, "tripId"),
  date: departure.date,
  shift: departure.shift?.trim() || null,
});

@Resolver(() => OrderJob)
export class OrderJobResolver {
  @Query(() => OrderJobPreview, {
    description:
      "What a job over the selection would touch now: `total` (what `expectedCount` must be), `eligible` and, for " +
      "CANCEL_ORDERS, the refund in all; writes nothing. Needs the kind's permission (FORBIDDEN otherwise); " +
      "CANCEL_DEPARTURE is departureCancelPreview's.",
  })
  @RequiresPermission({ page: "order_list" })
  async orderJobPreview(
    @Args(() => OrderJobPreviewArgs) { kind, selection }: OrderJobPreviewArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderJobPreview> {
    await assertListKind(context, kind);
    return previewOrderJob(context.rest, { kind: OrderJobKindEnum.toCode(kind), ...toUpstreamSelection(selection) });
  }

  @Query(() => OrderJobPreview, {
    description:
      "What cancelling the departure would touch: its orders holding a valid ticket (`total`), those with tickets " +
      "to cancel (`eligible`) and the full refund of what was paid for them; writes nothing.",
  })
  @RequiresPermission({ cmd: "/departure/cancel" })
  async departureCancelPreview(
    @Args(() => DepartureCancelPreviewArgs) { departure }: DepartureCancelPreviewArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderJobPreview> {
    return previewDepartureCancel(context.rest, toUpstreamDeparture(departure));
  }

  @Query(() => OrderJob, {
    description:
      "One job with its counts (poll it for progress). Needs the order list's page, or /departure/cancel for a " +
      "departure cancellation one started; another is not found (`key` notFound).",
  })
  @Authenticated()
  async orderJob(@Args(() => OrderJobArgs) { id }: OrderJobArgs, @Ctx() context: GatewayContext): Promise<OrderJob> {
    await assertJobReader(context);
    return toOrderJob(await findOrderJob(context.rest, { id: toUpstreamId(id) }));
  }

  @Query(() => OrderJobPage, {
    description: "The tenant's jobs, newest first (with /departure/cancel alone: the ones one started).",
  })
  @Authenticated()
  async orderJobs(
    @Args(() => OrderJobsArgs) { kind, page }: OrderJobsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderJobPage> {
    await assertJobReader(context);
    const upstreamPage = toUpstreamPage(page);
    const result = await listOrderJobs(context.rest, {
      ...upstreamPage,
      ...(kind ? { kind: OrderJobKindEnum.toCode(kind) } : {}),
    });
    return toPage(result, upstreamPage, toOrderJob);
  }

  @FieldResolver(() => OrderJobItemPage, {
    description: "The job's orders and what became of each, by order id; `state` narrows them (FAILED, SKIPPED).",
  })
  async items(
    @Root() job: OrderJob,
    @Args(() => OrderJobItemsArgs) { state, page }: OrderJobItemsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderJobItemPage> {
    const upstreamPage = toUpstreamPage(page);
    const result = await listOrderJobItems(context.rest, {
      id: toUpstreamId(job.id),
      ...upstreamPage,
      ...(state ? { state: OrderJobItemStateEnum.toCode(state) } : {}),
    });
    return toPage(result, upstreamPage, toOrderJobItem);
  }

  @Mutation(() => OrderJob, {
    description:
      "Starts a job over the selection's orders (fixed now); the vendor API's worker handles them in batches. Needs " +
      "the kind's permission: /order/job/resend, /order/job/message or /order/job/cancel (FORBIDDEN otherwise). " +
      "BAD_USER_INPUT with `extensions.fields`: expectedCount (orderJob.countChanged), kind (orderJob.tooManyOpen, " +
      "orderJob.notListKind), orderIds, filter, subject, text; an order id not the tenant's is not found (`key` notFound). An audit " +
      "entry (area ORDER) names the job; each order's history line and events come from its operation.",
  })
  @RequiresPermission({ page: "order_list" })
  async startOrderJob(
    @Args(() => StartOrderJobArgs) { input }: StartOrderJobArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderJob> {
    await assertListKind(context, input.kind);
    const message = input.kind === "MESSAGE_CUSTOMERS";
    const failures: FieldFailures = message ? orderJobMessageFailures(input) : {};
    assertValid(failures);
    const selection = toUpstreamSelection(input.selection);
    return toOrderJob(
      await addOrderJob(context.rest, {
        kind: OrderJobKindEnum.toCode(input.kind),
        ...selection,
        expectedCount: input.expectedCount,
        ...(message ? { subject: input.subject!.trim(), text: input.text! } : {}),
      }),
    );
  }

  @Mutation(() => OrderJob, {
    description:
      "Cancels a departure: from now on it takes no booking and no move, and a CANCEL_DEPARTURE job cancels each of " +
      "its orders' tickets there with no charge (what was paid goes back in full, cash at once) and writes each " +
      "order's contact ONE message (the subject and text, with its refund below). BAD_USER_INPUT: date " +
      "(departure.alreadyCancelled), expectedCount (orderJob.countChanged), kind (orderJob.tooManyOpen), subject, " +
      "text; nothing is written then. An audit entry (area ORDER) names the departure.",
  })
  @RequiresPermission({ cmd: "/departure/cancel" })
  async cancelDeparture(
    @Args(() => CancelDepartureArgs) { input }: CancelDepartureArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderJob> {
    assertValid(orderJobMessageFailures(input));
    return toOrderJob(
      await cancelDeparture(context.rest, {
        ...toUpstreamDeparture(input.departure),
        expectedCount: input.expectedCount,
        subject: input.subject.trim(),
        text: input.text,
      }),
    );
  }
}
