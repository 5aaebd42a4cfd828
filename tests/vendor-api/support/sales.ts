/** Finding demo orders to act on, and the card-number check every sales answer must pass. */
import { expect } from "vitest";
import type { SessionHeaders, TestApi } from "./api";

export interface Payment {
  id: number;
  paymentType: number;
  amount: string;
  refundedAmount: string;
  refundPendingAmount: string;
  refundableAmount: string;
  refundPayType: number | null;
  cardNum: string | null;
  cardLast4: string | null;
  payStatus: number;
  chargeBackStatus: number;
}

export interface Ticket {
  id: number;
  ticketNumber: string;
  status: number;
  actionable: boolean;
}

export interface OrderDetail {
  id: number;
  orderNumber: string;
  state: number;
  version: number;
  totalAmount: string;
  payAmount: string;
  refundedAmount: string;
  payments: Payment[];
  tickets: Ticket[];
  refunds: Array<{ id: number; state: number; amount: string }>;
  history: Array<{
    action: string;
    operatorName: string;
    detail: string | null;
    params: Record<string, unknown> | null;
  }>;
  [key: string]: unknown;
}

/** The gateways' public test numbers of the demo cards: none may ever appear in an answer. */
export const FULL_CARD_NUMBERS = [
  "4242424242424242",
  "4012888888881881",
  "5555555555554444",
  "378282246310005",
  "6011111111111117",
];

export function expectNoFullCardNumber(body: string): void {
  for (const number of FULL_CARD_NUMBERS) expect(body).not.toContain(number);
  expect(body).not.toMatch(/\d{13,19}/);
}

export async function findOrder(api: TestApi, headers: SessionHeaders, id: number): Promise<OrderDetail> {
  const answer = await api.get("/order/find", { id }, headers);
  expect(answer.status.code).toBe(0);
  return answer.result;
}

/**
 * The first demo order (newest first) matching the filter that has a payment with money left to refund and enough
 * actionable tickets; `used` keeps tests of one file off each other's orders.
 */
export async function refundableOrder(
  api: TestApi,
  headers: SessionHeaders,
  used: Set<number>,
  options: { filter?: Record<string, unknown>; paymentType?: number; minTickets?: number } = {},
): Promise<{ order: OrderDetail; payment: Payment; tickets: Ticket[] }> {
  for (let pageNum = 1; pageNum <= 10; pageNum++) {
    const page = await api.post("/order/list", { pageNum, pageSize: 50, state: 1, ...options.filter }, headers);
    for (const item of page.result.list as Array<{ id: number }>) {
      if (used.has(item.id)) continue;
      const order = await findOrder(api, headers, item.id);
      const payment = order.payments.find(
        (entry) =>
          (options.paymentType === undefined || entry.paymentType === options.paymentType) &&
          Number(entry.refundableAmount) > 0,
      );
      const tickets = order.tickets.filter((ticket) => ticket.actionable);
      if (payment && tickets.length >= (options.minTickets ?? 1)) {
        used.add(order.id);
        return { order, payment, tickets };
      }
    }
  }
  throw new Error(`no refundable demo order for ${JSON.stringify(options)}`);
}
