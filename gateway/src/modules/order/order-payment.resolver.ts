import { orderPaymentFailures } from "#rules";
import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { OrderPaymentMethodEnum } from "./order-payment.enums";
import { RecordOrderPaymentArgs } from "./order-payment.input";
import { addOrderPayment } from "./order-payment.upstream";
import { toOrder } from "./order.mapper";
import { Order } from "./order.type";

@Resolver()
export class OrderPaymentResolver {
  @Mutation(() => Order, {
    description:
      "Records a payment on an UNPAID order (cash, card terminal, bank transfer) in one transaction with a PAY " +
      "history entry and an audit entry (area ORDER). A part payment raises `payAmount` and lowers `balance`, the " +
      "order staying UNPAID with its seats held (ORDER_UPDATED for live subscriptions); the payment that brings " +
      "`balance` to 0.00 completes the order — it then counts in its day's income report, its month's statement and " +
      "its coupon's uses, its tickets can be checked in — and emits ORDER_PAID. STALE_DATA when `version` is not " +
      "the order's; BAD_USER_INPUT on `amount` for an order that is not UNPAID (payment.orderNotPayable).",
  })
  @RequiresPermission({ cmd: "/order/payment/add" })
  async recordOrderPayment(
    @Args(() => RecordOrderPaymentArgs) { orderId, version, input }: RecordOrderPaymentArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Order> {
    const body = {
      orderId: toUpstreamId(orderId, "orderId"),
      version,
      method: OrderPaymentMethodEnum.toCode(input.method),
      amount: input.amount.trim(),
      reference: input.reference?.trim() || null,
      paidAt: input.paidAt.trim(),
    };
    assertValid(orderPaymentFailures(body));
    return toOrder(await addOrderPayment(context.rest, body));
  }
}
