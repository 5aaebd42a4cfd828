/**
 * An unpaid booking released after its tenant's hold period, as the gateway answers it (docs/sales-contract.md,
 * "Unpaid bookings"): the order CANCELLED with its seats back, and its history's RELEASE entry naming the period.
 * The vendor API's hold worker is run here on its database, after moving the booking's creation back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../vendor-api/src/db/schema";
import { startHoldRelease } from "../../vendor-api/src/modules/order/hold-release";
import { bookingInput, createBooking, publishedTrip, startSalesStack, type SalesStack } from "./support/sales";

let stack: SalesStack;
let tripId: string;

const BOOK = `mutation ($input: BookingInput!) { createBooking(input: $input) { id version state } }`;
const ORDER = `query ($id: ID!) {
  order(id: $id) { state history { action holdDays operatorName } }
}`;
const SEATS = `query ($tripId: ID!) { bookingDeparture(tripId: $tripId, date: "2030-07-01") { shifts { available } } }`;

beforeAll(async () => {
  stack = await startSalesStack();
  tripId = await publishedTrip(stack, { inventories: [{ date: "2030-07-01", shift: "Morning", quantity: 10 }] });
});
afterAll(() => stack?.close());

describe("an unpaid booking past the hold period", () => {
  it("is CANCELLED, its seats back, with a RELEASE history entry naming the period", async () => {
    const order = await createBooking<{ id: string; version: number; state: string }>(
      stack,
      BOOK,
      bookingInput(tripId, "2030-07-01", { paymentMethod: "INVOICE" }),
    );
    expect(order.state).toBe("UNPAID");
    const seats = async () => (await stack.run(SEATS, { tripId })).data!.bookingDeparture.shifts[0].available as number;
    expect(await seats()).toBe(8);
    await stack.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, Number(order.id)));
    const worker = startHoldRelease({ db: stack.db, now: () => new Date(), pollMs: 3_600_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const released = await stack.run(ORDER, { id: order.id });
    expect(released.errors).toBeUndefined();
    expect(released.data!.order.state).toBe("CANCELLED");
    expect(released.data!.order.history.at(-1)).toEqual({ action: "RELEASE", holdDays: 7, operatorName: "system" });
    expect(await seats()).toBe(10);
  });
});
