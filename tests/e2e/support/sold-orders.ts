import { dayRangeFilter } from "../../../web/src/routes/sales/shared/date-range";
import { graphql } from "./graphql";

/** Cents of an amount as the gateway or the screen writes it ("1,234.50", "−12.00", "+3.00"). */
export const cents = (amount: string) => Math.round(Number(amount.replace(/[,+\s]/g, "").replace("\u2212", "-")) * 100);

/**
 * What the order list holds for two calendar days of the tenant (both included): the sold orders (completed or
 * unshipped, docs/money-contract.md section 1), how many and what they paid.
 */
export async function soldOrdersOf(
  dateFrom: string,
  dateTo: string,
  token: string,
): Promise<{ orders: number; grossCents: number }> {
  const { me } = await graphql<{ me: { tenant: { timeZone: string } } }>("{ me { tenant { timeZone } } }", {}, token);
  const created = dayRangeFilter(dateFrom, dateTo, me.tenant.timeZone);
  let orders = 0;
  let grossCents = 0;
  for (const state of ["COMPLETED", "UNSHIPPED"]) {
    for (let number = 1; ; number++) {
      const { orders: page } = await graphql<{ orders: { items: { payAmount: string }[]; total: number } }>(
        `
          query ($filter: OrderFilter, $page: PageInput) {
            orders(filter: $filter, page: $page) {
              items {
                payAmount
              }
              total
            }
          }
        `,
        { filter: { ...created, state }, page: { number, size: 100 } },
        token,
      );
      grossCents += page.items.reduce((sum, order) => sum + cents(order.payAmount), 0);
      if (number * 100 >= page.total) {
        orders += page.total;
        break;
      }
    }
  }
  return { orders, grossCents };
}

export interface RefundableParts {
  order: { id: string; orderNumber: string };
  payment: { id: string; refundableAmount: string };
  ticket: { id: string };
}

/**
 * What a refund of an order needs, where it has it: a card payment with at least 1.00 left to refund and a ticket that
 * can still be refunded. Undefined for an order without them (refunded already, or by another file meanwhile).
 */
export async function refundableParts(orderId: string, token: string): Promise<RefundableParts | undefined> {
  const { order } = await graphql<{
    order: {
      id: string;
      orderNumber: string;
      payments: { id: string; paymentType: string; refundableAmount: string }[];
      tickets: { id: string; actionable: boolean }[];
    };
  }>(
    `
      query ($id: ID!) {
        order(id: $id) {
          id
          orderNumber
          payments {
            id
            paymentType
            refundableAmount
          }
          tickets {
            id
            actionable
          }
        }
      }
    `,
    { id: orderId },
    token,
  );
  const payment = order.payments.find(
    (entry) => entry.paymentType === "CREDIT_CARD" && Number(entry.refundableAmount) >= 1,
  );
  const ticket = order.tickets.find((entry) => entry.actionable);
  return payment && ticket ? { order: { id: order.id, orderNumber: order.orderNumber }, payment, ticket } : undefined;
}
