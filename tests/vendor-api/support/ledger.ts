/**
 * A small sales ledger written straight into a fresh tenant (America/New_York), whose statement and report figures are
 * worked out by hand in the comments below: DST days, a refund completed a month after its order, fees floored per
 * payment and order, a won and a lost chargeback.
 */
import { and, eq } from "drizzle-orm";
import {
  channels,
  orderLines,
  orders,
  payments,
  refundOrders,
  refundOrderTickets,
  reservations,
  trips,
  type TripContent,
} from "../../../vendor-api/src/db/schema";
import type { TestApi } from "./api";
import { freshTenant, uniqueName, type FreshTenant } from "./tenants";

interface OrderSpec {
  at: string;
  state: number;
  lines: Array<{ trip: "a" | "b"; date: string; quantity: number; amount: string; ticketStatus?: number[] }>;
  payments: Array<{ type: number; amount: string; chargeback?: { status: number; at: string } }>;
}

/**
 * Times are UTC; the New York local time is in the comment. Trip A has a total quantity of 40, trip B is unlimited.
 */
const ORDERS: Record<string, OrderSpec> = {
  // 2025-02-27 10:00 EST; refunded 20.00 on 2025-03-02 (both tickets: B's first).
  o5: {
    at: "2025-02-27T15:00:00Z",
    state: 1,
    lines: [
      { trip: "b", date: "2025-03-20", quantity: 1, amount: "30.00", ticketStatus: [9] },
      { trip: "a", date: "2025-03-20", quantity: 1, amount: "20.00", ticketStatus: [9] },
    ],
    payments: [{ type: 10, amount: "50.00" }],
  },
  // 2025-03-08 23:59 EST: the 8th.
  o3: {
    at: "2025-03-09T04:59:00Z",
    state: 1,
    lines: [{ trip: "a", date: "2025-03-15", quantity: 1, amount: "10.19", ticketStatus: [9] }],
    payments: [{ type: 3, amount: "10.19" }],
  },
  // 2025-03-09 00:30 EST: the first half hour of the 23-hour day; 5.00 of it a coupon code.
  o2: {
    at: "2025-03-09T05:30:00Z",
    state: 3,
    lines: [{ trip: "b", date: "2025-03-21", quantity: 1, amount: "38.39" }],
    payments: [
      { type: 7, amount: "5.00" },
      { type: 1, amount: "33.39" },
    ],
  },
  // 2025-03-09 12:00 EDT, cancelled: counts nowhere.
  o4: {
    at: "2025-03-09T16:00:00Z",
    state: 2,
    lines: [{ trip: "a", date: "2025-03-16", quantity: 5, amount: "250.00", ticketStatus: [7, 7, 7, 7, 7] }],
    payments: [],
  },
  // 2025-03-09 23:30 EDT: still the 9th; a chargeback opened on 2025-03-20 and won (a fee, no money).
  o1: {
    at: "2025-03-10T03:30:00Z",
    state: 1,
    lines: [{ trip: "a", date: "2025-03-15", quantity: 2, amount: "100.00", ticketStatus: [0, 1] }],
    payments: [{ type: 1, amount: "100.00", chargeback: { status: 2, at: "2025-03-20T16:00:00Z" } }],
  },
  // 2025-11-02 23:30 EST: the 25-hour day; a chargeback opened on 2025-11-20 and lost.
  o6: {
    at: "2025-11-03T04:30:00Z",
    state: 1,
    lines: [{ trip: "a", date: "2025-11-10", quantity: 4, amount: "200.00", ticketStatus: [10, 10, 10, 10] }],
    payments: [{ type: 1, amount: "200.00", chargeback: { status: 3, at: "2025-11-20T17:00:00Z" } }],
  },
};

export interface Ledger extends FreshTenant {
  tripA: number;
  tripB: number;
  orderIds: Record<keyof typeof ORDERS, number>;
  refundId: number;
  webChannel: number;
}

const content = {} as TripContent;

export async function ledgerTenant(api: TestApi): Promise<Ledger> {
  const tenant = await freshTenant(api);
  const { db } = api;
  const tenantId = tenant.tid;
  const [web] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, tenantId), eq(channels.key, "web")));
  const trip = async (inventoryType: number, totalQuantity: number | null) => {
    const [row] = await db
      .insert(trips)
      .values({
        tenantId,
        code: uniqueName("L"),
        name: inventoryType === 0 ? "Trip A" : "Trip B",
        template: 1,
        state: 0,
        pricingType: 0,
        inventoryType,
        totalQuantity,
        content,
      })
      .returning({ id: trips.id });
    return row.id;
  };
  const tripIds = { a: await trip(0, 40), b: await trip(1, null) };
  const orderIds = {} as Record<keyof typeof ORDERS, number>;
  const paymentIds: Record<string, number[]> = {};
  const ticketIds: Record<string, number[]> = {};
  let ticket = 0;
  for (const [key, spec] of Object.entries(ORDERS) as Array<[keyof typeof ORDERS, OrderSpec]>) {
    const at = new Date(spec.at);
    const orderNumber = uniqueName(`L${key}`);
    const total = spec.lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
    const paid = spec.payments
      .filter((payment) => payment.type !== 7)
      .reduce((sum, payment) => sum + Math.round(Number(payment.amount) * 100), 0);
    const [order] = await db
      .insert(orders)
      .values({
        tenantId,
        orderNumber,
        channelId: web.id,
        creator: "customer",
        contactFirstName: "Lee",
        contactLastName: "Ledger",
        state: spec.state,
        totalAmount: (total / 100).toFixed(2),
        payAmount: (paid / 100).toFixed(2),
        createdAt: at,
        paidAt: spec.state === 2 ? null : at,
      })
      .returning({ id: orders.id });
    orderIds[key] = order.id;
    ticketIds[key] = [];
    for (const line of spec.lines) {
      await db.insert(orderLines).values({
        tenantId,
        orderId: order.id,
        tripId: tripIds[line.trip],
        date: line.date,
        option: "Standard",
        quantity: line.quantity,
        unitPrice: (Number(line.amount) / line.quantity).toFixed(2),
        amount: line.amount,
      });
      for (const status of line.ticketStatus ?? []) {
        const [row] = await db
          .insert(reservations)
          .values({
            tenantId,
            tripId: tripIds[line.trip],
            ticketNumber: uniqueName(`LT${++ticket}`),
            orderNumber,
            date: line.date,
            passengerName: "Lee Ledger",
            passengerType: 0,
            status,
            checkTime: status === 1 ? at : null,
          })
          .returning({ id: reservations.id });
        ticketIds[key].push(row.id);
      }
    }
    paymentIds[key] = [];
    for (const payment of spec.payments) {
      const [row] = await db
        .insert(payments)
        .values({
          tenantId,
          orderId: order.id,
          paymentType: payment.type,
          amount: payment.amount,
          payStatus: 1,
          dealStatus: 1,
          payTime: at,
          createdAt: at,
          chargeBackStatus: payment.chargeback?.status ?? 0,
          chargeBackAmount: payment.chargeback ? payment.amount : "0",
          chargeBackTime: payment.chargeback ? new Date(payment.chargeback.at) : null,
        })
        .returning({ id: payments.id });
      paymentIds[key].push(row.id);
    }
  }
  // 20.00 of o5 given back on 2025-03-02 09:00 EST, for both its tickets.
  const [refund] = await db
    .insert(refundOrders)
    .values({
      tenantId,
      orderId: orderIds.o5,
      paymentId: paymentIds.o5[0],
      state: 3,
      amount: "20.00",
      payType: 10,
      applyPersonName: "admin",
      completeTime: new Date("2025-03-02T14:00:00Z"),
      createdAt: new Date("2025-03-01T14:00:00Z"),
    })
    .returning({ id: refundOrders.id });
  await db
    .insert(refundOrderTickets)
    .values(ticketIds.o5.map((ticketId) => ({ refundOrderId: refund.id, ticketId, previousStatus: 0 })));
  return { ...tenant, tripA: tripIds.a, tripB: tripIds.b, orderIds, refundId: refund.id, webChannel: web.id };
}
