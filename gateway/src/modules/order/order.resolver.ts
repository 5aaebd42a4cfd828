import { Args, Ctx, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { OrderIdArgs, OrdersArgs } from "./order.args";
import { toOrder, toOrderSummary, toUpstreamOrderQuery } from "./order.mapper";
import { validateOrderFilter } from "./order.rules";
import { Order, OrderPage } from "./order.type";
import { findOrder, listOrders } from "./order.upstream";

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
}
