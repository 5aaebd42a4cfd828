import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { OrderIdArgs, OrdersArgs } from "./order.args";
import { toOrder, toOrderSummary, toUpstreamOrderQuery } from "./order.mapper";
import { validateOrderFilter } from "./order.rules";
import { ConfirmationResent, Order, OrderPage } from "./order.type";
import { findOrder, listOrders, resendOrderConfirmation } from "./order.upstream";

/** A page of the order list, filter checked: what `orders` answers and the orders export walks page by page. */
export async function readOrders(
  context: GatewayContext,
  { filter, sort }: Omit<OrdersArgs, "page">,
  page: UpstreamPage,
): Promise<OrderPage> {
  assertValid(validateOrderFilter(filter));
  return toPage(
    await listOrders(context.rest, { ...page, ...toUpstreamOrderQuery(filter, sort) }),
    page,
    toOrderSummary,
  );
}

@Resolver()
export class OrderResolver {
  @Query(() => OrderPage, {
    description:
      "The tenant's orders, filtered and sorted. Each row comes complete from one upstream list call, so a page " +
      "costs the same whatever its size.",
  })
  @RequiresPermission({ page: "order_list" })
  async orders(
    @Args(() => OrdersArgs) { filter, sort, page }: OrdersArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderPage> {
    return readOrders(context, { filter, sort }, toUpstreamPage(page));
  }

  @Query(() => Order, {
    description: "One order with its trips, payments (cards masked), tickets, refund records and history.",
  })
  @RequiresPermission({ page: "order_detail" })
  async order(@Args(() => OrderIdArgs) { id }: OrderIdArgs, @Ctx() context: GatewayContext): Promise<Order> {
    return toOrder(await findOrder(context.rest, { id: toUpstreamId(id) }));
  }

  @Mutation(() => ConfirmationResent, {
    description:
      "Queues the order's confirmation again to its contact e-mail, with each ticket's signed code, and records it " +
      "in the order's history (RESEND). Once per order a minute: UPSTREAM_ERROR 20430 (`extensions.key` " +
      "order.resendTooSoon, `params.seconds`) otherwise; 20431 order.noContactEmail when the order has no e-mail.",
  })
  @RequiresPermission({ cmd: "/order/resend" })
  async resendOrderConfirmation(
    @Args(() => OrderIdArgs) { id }: OrderIdArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConfirmationResent> {
    return resendOrderConfirmation(context.rest, { id: toUpstreamId(id) });
  }
}
