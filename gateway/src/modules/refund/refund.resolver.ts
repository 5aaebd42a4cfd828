import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { toMoney } from "../../scalars";
import { maxLength, NOTE_MAX, validateFields } from "#rules";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { CreateRefundArgs, RefundActionArgs, RefundOrderIdArgs, RefundOrdersArgs } from "./refund.args";
import { toRefundOrder, toRefundOrderSummary, toUpstreamRefundFilter } from "./refund.mapper";
import { validateAgainstPayment, validateCreateRefund } from "./refund.rules";
import { RefundOrder, RefundOrderPage } from "./refund.type";
import {
  addRefund,
  approveRefund,
  completeRefund,
  findOrderPayments,
  findRefundOrder,
  listRefundOrders,
  rejectRefund,
  type RefundDecision,
} from "./refund.upstream";

function decide(context: GatewayContext, decision: RefundDecision, { id, version, note }: RefundActionArgs) {
  const refundId = toUpstreamId(id);
  assertValid(validateFields({ note: [note, [maxLength(NOTE_MAX)]] }));
  return decision(context.rest, { id: refundId, version, note: note?.trim() || null }).then(toRefundOrder);
}

/** A page of refund orders: what `refundOrders` answers and the refund orders export walks page by page. */
export async function readRefundOrders(
  context: GatewayContext,
  { filter }: Omit<RefundOrdersArgs, "page">,
  page: UpstreamPage,
): Promise<RefundOrderPage> {
  const refundOrders = await listRefundOrders(context.rest, { ...page, ...toUpstreamRefundFilter(filter) });
  return toPage(refundOrders, page, toRefundOrderSummary);
}

const ACTION = (what: string, from: string, to: string) =>
  `${what}: ${from} → ${to}. From any other state: UPSTREAM_ERROR with upstreamCode 20409 and the vendor API's ` +
  "message. A stale version: STALE_DATA (of two operators acting at once, one wins).";

@Resolver()
export class RefundResolver {
  @Query(() => RefundOrderPage, { description: "The tenant's refund orders, newest first." })
  @RequiresPermission({ page: "refund_order_list" })
  async refundOrders(
    @Args(() => RefundOrdersArgs) { filter, page }: RefundOrdersArgs,
    @Ctx() context: GatewayContext,
  ): Promise<RefundOrderPage> {
    return readRefundOrders(context, { filter }, toUpstreamPage(page));
  }

  @Query(() => RefundOrder, { description: "One refund order: applicant, fees, payment, tickets and logs." })
  @RequiresPermission({ page: "refund_order_detail" })
  async refundOrder(@Args(() => RefundOrderIdArgs) { id }: RefundOrderIdArgs, @Ctx() context: GatewayContext) {
    return toRefundOrder(await findRefundOrder(context.rest, { id: toUpstreamId(id) }));
  }

  @Mutation(() => RefundOrder, {
    description:
      "Starts a refund: a PENDING refund order; the tickets become REFUNDING and the amount is reserved on the " +
      "payment. An order that is not completed or unshipped: UPSTREAM_ERROR (upstreamCode 20409).",
  })
  @RequiresPermission({ cmd: "/refund/add" })
  async createRefund(@Args(() => CreateRefundArgs) { input }: CreateRefundArgs, @Ctx() context: GatewayContext) {
    const orderId = toUpstreamId(input.orderId, "orderId");
    assertValid(validateCreateRefund(input));
    const paymentId = toUpstreamId(input.paymentId, "paymentId");
    const ticketIds = toUpstreamIds(input.ticketIds, "ticketIds");
    const amount = toMoney(input.amount.trim());
    const order = await findOrderPayments(context.rest, { id: orderId });
    assertValid(validateAgainstPayment(amount, paymentId, order.payments));
    const refund = await addRefund(context.rest, {
      orderId,
      paymentId,
      ticketIds,
      amount,
      reason: input.reason?.trim() || null,
    });
    return toRefundOrder(refund);
  }

  @Mutation(() => RefundOrder, {
    description: ACTION("Approves the refund (the console's Refund)", "PENDING", "APPROVED"),
  })
  @RequiresPermission({ cmd: "/refund/approve" })
  approveRefund(@Args(() => RefundActionArgs) args: RefundActionArgs, @Ctx() context: GatewayContext) {
    return decide(context, approveRefund, args);
  }

  @Mutation(() => RefundOrder, {
    description: ACTION("Rejects the refund; the tickets get their state back", "PENDING", "REJECTED"),
  })
  @RequiresPermission({ cmd: "/refund/reject" })
  rejectRefund(@Args(() => RefundActionArgs) args: RefundActionArgs, @Ctx() context: GatewayContext) {
    return decide(context, rejectRefund, args);
  }

  @Mutation(() => RefundOrder, {
    description: ACTION(
      "Marks the refund as completed (the note is kept as remarks); the tickets become REFUNDED",
      "APPROVED",
      "COMPLETED",
    ),
  })
  @RequiresPermission({ cmd: "/refund/complete" })
  completeRefund(@Args(() => RefundActionArgs) args: RefundActionArgs, @Ctx() context: GatewayContext) {
    return decide(context, completeRefund, args);
  }
}
