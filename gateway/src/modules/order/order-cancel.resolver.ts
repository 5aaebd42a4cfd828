/**
 * Cancelling an order or some of its tickets (docs/sales-contract.md section 13): the quote the console shows before
 * confirming and the cancellation, each needing /order/cancel; a charge of one's own needs /order/cancel/override,
 * which the vendor API checks on the stored roles as well. The input is checked with the shared rules
 * (rules/order-cancel.ts) before the vendor API; its refusals come back on the same fields.
 */
import { orderCancelFailures } from "#rules";
import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { PaymentTypeEnum } from "../sales-shared/sales.enums";
import { assertValid, toUpstreamId, toUpstreamIds } from "../shared/field-rules";
import { CancelOrderQuoteArgs, CancelOrderTicketsArgs } from "./order-cancel.input";
import { OrderCancelQuote } from "./order-cancel.type";
import { cancelOrder, quoteOrderCancel } from "./order-cancel.upstream";
import { toOrder } from "./order.mapper";
import { Order } from "./order.type";

@Resolver()
export class OrderCancelResolver {
  @Query(() => OrderCancelQuote, {
    description:
      "What cancelling these tickets would charge (the trip's cancellation charge per ticket) and give back, per " +
      "refundable payment; writes nothing. BAD_USER_INPUT on `ticketIds` for tickets that cannot be cancelled.",
  })
  @RequiresPermission({ cmd: "/order/cancel" })
  async cancelOrderQuote(
    @Args(() => CancelOrderQuoteArgs) { orderId, ticketIds }: CancelOrderQuoteArgs,
    @Ctx() context: GatewayContext,
  ): Promise<OrderCancelQuote> {
    assertValid(orderCancelFailures({ ticketIds }));
    const quote = await quoteOrderCancel(context.rest, {
      orderId: toUpstreamId(orderId, "orderId"),
      ticketIds: toUpstreamIds(ticketIds, "ticketIds"),
    });
    return {
      ...quote,
      tickets: quote.tickets.map((ticket) => ({ ...ticket, ticketId: String(ticket.ticketId) })),
      refunds: quote.refunds.map((refund) => ({
        ...refund,
        paymentId: String(refund.paymentId),
        paymentType: PaymentTypeEnum.fromCode(refund.paymentType),
      })),
    };
  }

  @Mutation(() => Order, {
    description:
      "Cancels tickets of an order in one transaction: they become REFUND_VOID (their seats free at once, refused at " +
      "check-in); what was paid for them less the trip's charge (or `chargeOverride`) goes back as refund orders " +
      "through the refund flow (cash refunded at once). An UNPAID order with nothing paid cancelled whole becomes " +
      "CANCELLED with no refund; otherwise its total drops by the tickets' prices less the charge, and when what was " +
      "paid on it covers the new total it is COMPLETED (ORDER_PAID) and the excess refunded. A CANCEL history entry (tickets, charge), an audit entry (area ORDER), ORDER_CANCELLED when " +
      "no valid ticket is left (else ORDER_UPDATED), and a mail to the customer when `notifyCustomer`. STALE_DATA " +
      "when `version` is not the order's.",
  })
  @RequiresPermission({ cmd: "/order/cancel" })
  async cancelOrderTickets(
    @Args(() => CancelOrderTicketsArgs) { orderId, version, input }: CancelOrderTicketsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    const chargeOverride = input.chargeOverride?.trim() || null;
    assertValid(orderCancelFailures({ ticketIds: input.ticketIds, chargeOverride }));
    return toOrder(
      await cancelOrder(context.rest, {
        orderId: toUpstreamId(orderId, "orderId"),
        version,
        ticketIds: toUpstreamIds(input.ticketIds, "ticketIds"),
        chargeOverride,
        notifyCustomer: input.notifyCustomer,
      }),
    );
  }
}
