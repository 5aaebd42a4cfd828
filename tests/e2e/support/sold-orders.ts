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
