/**
 * Moving tickets to another departure of the same trip (docs/sales-contract.md section 14): the quote the console
 * shows before confirming and the move, each needing /order/move. The input is checked with the shared rules
 * (rules/order-move.ts) before the vendor API; its refusals (the order, the departure, the seats) come back on the
 * same fields.
 */
import { orderMoveFailures } from "#rules";
import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { RescheduleFeeTypeEnum } from "../trip/trip.enums";
import { MoveOrderTicketsArgs, MoveOrderTicketsQuoteArgs } from "./order-move.input";
import { OrderMoveQuote } from "./order-move.type";
import { moveOrder, quoteOrderMove } from "./order-move.upstream";
import { toOrder } from "./order.mapper";
import { Order } from "./order.type";

@Resolver()
export class OrderMoveResolver {
  @Query(() => OrderMoveQuote, {
    description:
      "What moving these tickets to the departure would cost (the trip's reschedule fee) and the seats left on it; " +
      "writes nothing. BAD_USER_INPUT on `ticketIds`, `date` or `shift` as moveOrderTickets refuses.",
  })
  @RequiresPermission({ cmd: "/order/move" })
  async moveOrderTicketsQuote(
    @Args(() => MoveOrderTicketsQuoteArgs) { orderId, ticketIds, date, shift }: MoveOrderTicketsQuoteArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderMoveQuote> {
    assertValid(orderMoveFailures({ ticketIds, date, shift }));
    const quote = await quoteOrderMove(context.rest, {
      orderId: toUpstreamId(orderId, "orderId"),
      ticketIds: toUpstreamIds(ticketIds, "ticketIds"),
      date,
      shift: shift?.trim() || null,
    });
    return {
      ...quote,
      feeType: RescheduleFeeTypeEnum.fromCode(quote.feeType),
      tickets: quote.tickets.map((ticket) => ({ ...ticket, ticketId: String(ticket.ticketId) })),
    };
  }

  @Mutation(() => Order, {
    description:
      "Moves tickets of an order to another departure of their trip in one transaction: their seats are taken there " +
      "and given back on the old one (of two clerks taking the last seat one gets it), each gets a new ticket number " +
      "and code (the old ones are refused at check-in), the trip's reschedule fee is added to the order (owed by an " +
      "UNPAID order, taken in cash on a paid one). A RESCHEDULE history entry (tickets, fee), an audit entry (area " +
      "ORDER), ORDER_UPDATED, and the new codes mailed to the customer when `notifyCustomer`. STALE_DATA when " +
      "`version` is not the order's. Moving to another trip is not possible.",
  })
  @RequiresPermission({ cmd: "/order/move" })
  async moveOrderTickets(
    @Args(() => MoveOrderTicketsArgs) { orderId, version, input }: MoveOrderTicketsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    assertValid(orderMoveFailures(input));
    return toOrder(
      await moveOrder(context.rest, {
        orderId: toUpstreamId(orderId, "orderId"),
        version,
        ticketIds: toUpstreamIds(input.ticketIds, "ticketIds"),
        date: input.date,
        shift: input.shift?.trim() || null,
        notifyCustomer: input.notifyCustomer,
      }),
    );
  }
}
