import type { GraphQLResolveInfo } from "graphql";
import { Args, Ctx, Info, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { fastPaths } from "../../performance";
import { orderContactFailures, orderNoteFailures } from "#rules";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage, type UpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { selectedItemFields } from "../shared/page.selection";
import { AddOrderNoteArgs, OrderIdArgs, OrdersArgs, UpdateOrderContactArgs } from "./order.args";
import {
  orderSummaryMembers,
  toOrder,
  toOrderSummary,
  toSelectedOrderSummary,
  toOrderNote,
  toUpstreamOrderQuery,
} from "./order.mapper";
import { validateOrderFilter } from "./order.rules";
import { ConfirmationResent, Order, OrderNote, OrderPage } from "./order.type";
import {
  addOrderNote,
  editOrderContact,
  findOrder,
  listOrderMembers,
  listOrders,
  resendOrderConfirmation,
} from "./order.upstream";

/**
 * A page of the order list, filter checked: what `orders` answers and the orders export walks page by page. Given the
 * fields a client selects on the rows, it asks the vendor API for only the members those are made from (a fast path,
 * docs/scale-contract.md section 4; without, whole rows).
 */
export async function readOrders(
  context: GatewayContext,
  { filter, sort }: Omit<OrdersArgs, "page">,
  page: UpstreamPage,
  selected?: ReadonlySet<string>,
): Promise<OrderPage> {
  assertValid(validateOrderFilter(filter));
  const body = { ...page, ...toUpstreamOrderQuery(filter, sort) };
  const members = selected && fastPaths() ? orderSummaryMembers(selected) : undefined;
  if (!selected || !members) return toPage(await listOrders(context.rest, body), page, toOrderSummary);
  const result = await listOrderMembers(members)(context.rest, { ...body, fields: members });
  return toPage(result, page, toSelectedOrderSummary(selected));
}

@Resolver()
export class OrderResolver {
  @Query(() => OrderPage, {
    description:
      "The tenant's orders, filtered and sorted. Each row comes from one upstream list call, with only the members " +
      "its selected fields are made from, so a page costs the same whatever its size.",
  })
  @RequiresPermission({ page: "order_list" })
  async orders(
    @Args(() => OrdersArgs) { filter, sort, page }: OrdersArgs,
    @Ctx() context: GatewayContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<OrderPage> {
    return readOrders(context, { filter, sort }, toUpstreamPage(page), selectedItemFields(info));
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

  @Mutation(() => Order, {
    description:
      "Corrects the order's contact with the booking form's rules and renames the passengers listed, in one " +
      "transaction with a CONTACT_EDIT history entry, an audit entry (area ORDER) and an ORDER_UPDATED event for " +
      "live subscriptions. STALE_DATA when `version` is not the order's; BAD_USER_INPUT with `extensions.fields` " +
      "(contactFirstName, contactLastName, contactEmail, contactPhone, passengers.N.ticketId, " +
      "passengers.N.passengerName); nothing is written then. A save that changes nothing writes nothing.",
  })
  @RequiresPermission({ cmd: "/order/contact/edit" })
  async updateOrderContact(
    @Args(() => UpdateOrderContactArgs) { id, version, input }: UpdateOrderContactArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    const passengers = input.passengers ?? [];
    const body = {
      id: toUpstreamId(id),
      version,
      contactFirstName: input.contactFirstName.trim(),
      contactLastName: input.contactLastName.trim(),
      contactEmail: input.contactEmail.trim(),
      contactPhone: input.contactPhone.trim(),
      passengers: passengers.map((passenger, index) => ({
        ticketId: toUpstreamId(passenger.ticketId, `passengers.${index}.ticketId`),
        passengerName: passenger.passengerName.trim(),
      })),
    };
    assertValid(orderContactFailures(body));
    return toOrder(await editOrderContact(context.rest, body));
  }

  @Mutation(() => OrderNote, {
    description:
      "Adds an internal note to the order (staff only, never sent to the customer): a NOTE history entry, an audit " +
      "entry (area ORDER) and an ORDER_UPDATED event (`changed` [notes], no text) for live subscriptions only — " +
      "never a webhook. The order's version stays. BAD_USER_INPUT on `text` (required, at most 1000 characters).",
  })
  @RequiresPermission({ cmd: "/order/note/add" })
  async addOrderNote(
    @Args(() => AddOrderNoteArgs) { orderId, text }: AddOrderNoteArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderNote> {
    const body = { id: toUpstreamId(orderId, "orderId"), text: text.trim() };
    assertValid(orderNoteFailures(body));
    return toOrderNote(await addOrderNote(context.rest, body));
  }
}
