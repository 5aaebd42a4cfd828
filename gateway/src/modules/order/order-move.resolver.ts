/**
 * Moving tickets to another departure of their trip or of another trip (docs/sales-contract.md section 14): the quote the console
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
import { toBookableTrip } from "../booking/booking.resolver";
import { BookableTrip } from "../booking/booking.type";
import { listBookableTrips } from "../booking/booking.upstream";
import { MovePriceModeEnum } from "./order-move.enums";
import { MoveOrderTicketsArgs, MoveOrderTicketsQuoteArgs, type OrderMoveInput } from "./order-move.input";
import { OrderMoveQuote } from "./order-move.type";
import { moveOrder, quoteOrderMove, type UpstreamOrderMoveQuoteBody } from "./order-move.upstream";
import { toOrder } from "./order.mapper";
import { Order } from "./order.type";

type Where = Pick<OrderMoveInput, "ticketIds" | "date" | "shift" | "tripId" | "priceMode" | "options">;

/**
 * The tickets and where they go, checked with the shared rules and in the vendor API's terms: another trip with its
 * price mode's code and each ticket's option (ids as the vendor API's numbers, refused on their own field).
 */
function where(input: Where, quote: boolean): Omit<UpstreamOrderMoveQuoteBody, "orderId"> {
  const priceMode = input.priceMode ? MovePriceModeEnum.toCode(input.priceMode) : undefined;
  assertValid(orderMoveFailures({ ...input, priceMode }, { quote }));
  return {
    ticketIds: toUpstreamIds(input.ticketIds, "ticketIds"),
    date: input.date,
    shift: input.shift?.trim() || null,
    ...(input.tripId
      ? {
          tripId: toUpstreamId(input.tripId, "tripId"),
          priceMode,
          options: input.options?.map((entry) => ({
            ticketId: toUpstreamId(entry.ticketId, "options"),
            option: entry.option.trim(),
          })),
        }
      : {}),
  };
}

@Resolver()
export class OrderMoveResolver {
  @Query(() => [BookableTrip], {
    description:
      "The trips tickets can be moved to: the single trips on sale (published or sponsoring, inside their sale " +
      "window), as `bookableTrips` lists them for a booking.",
  })
  @RequiresPermission({ cmd: "/order/move" })
  async moveOrderTargetTrips(@Ctx() context: GatewayContext): Promise<BookableTrip[]> {
    return (await listBookableTrips(context.rest, {})).list.map(toBookableTrip);
  }

  @Query(() => OrderMoveQuote, {
    description:
      "What moving these tickets to the departure (of their trip or of `tripId`) would cost (the trip's reschedule " +
      "fee, the price difference, cash now or a refund) and the seats left on it; writes nothing. BAD_USER_INPUT on " +
      "`ticketIds`, `date`, `shift`, `tripId`, `priceMode` or `options` as moveOrderTickets refuses.",
  })
  @RequiresPermission({ cmd: "/order/move" })
  async moveOrderTicketsQuote(
    @Args(() => MoveOrderTicketsQuoteArgs) args: MoveOrderTicketsQuoteArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderMoveQuote> {
    const quote = await quoteOrderMove(context.rest, {
      orderId: toUpstreamId(args.orderId, "orderId"),
      ...where(args, true),
    });
    return {
      ...quote,
      tripId: String(quote.tripId),
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
      "`version` is not the order's. With `tripId` the tickets move to a departure of another trip: each takes the " +
      "option chosen there and keeps its price (SAME) or takes the option's (CHOSEN); the difference with the fee is " +
      "owed by an UNPAID order, taken in cash on a paid one, or refunded through the refund flow when below 0.",
  })
  @RequiresPermission({ cmd: "/order/move" })
  async moveOrderTickets(
    @Args(() => MoveOrderTicketsArgs) { orderId, version, input }: MoveOrderTicketsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    return toOrder(
      await moveOrder(context.rest, {
        orderId: toUpstreamId(orderId, "orderId"),
        version,
        ...where(input, false),
        notifyCustomer: input.notifyCustomer,
      }),
    );
  }
}
