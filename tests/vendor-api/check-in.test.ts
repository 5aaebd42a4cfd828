import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, reservations, trips } from "../../vendor-api/src/db/schema";
import { tenantSigner } from "../../vendor-api/src/modules/check-in/ticket-code";
import { startTestApi, type SessionHeaders, type TestApi } from "./support/api";
import { findOrder } from "./support/sales";
import { cmd, page, roleWith, uniqueName, userWith } from "./support/tenants";

let api: TestApi;
let admin: SessionHeaders;
let adminTid: number;
let otherTid: number;
const used = new Set<number>();

beforeAll(async () => {
  api = await startTestApi();
  const login = await api.login("admin", "admin123");
  admin = login.headers;
  adminTid = login.result.tenantId;
  otherTid = (await api.login("other", "other123")).result.tenantId;
});
afterAll(() => api?.close());

type TicketRow = typeof reservations.$inferSelect;

/** A fresh checkable demo ticket (normal, not held, of a paid order) this file has not used yet. */
async function checkableTicket(): Promise<TicketRow & { orderId: number }> {
  const rows = await api.db
    .select({ ticket: reservations, orderId: orders.id })
    .from(reservations)
    .innerJoin(
      orders,
      and(eq(orders.tenantId, reservations.tenantId), eq(orders.orderNumber, reservations.orderNumber)),
    )
    .where(
      and(
        eq(reservations.tenantId, adminTid),
        eq(reservations.status, 0),
        eq(reservations.held, false),
        inArray(orders.state, [1, 3]),
        ...(used.size ? [notInArray(reservations.id, [...used])] : []),
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(1);
  const row = rows[0]!;
  used.add(row.ticket.id);
  return { ...row.ticket, orderId: row.orderId };
}

const checkIn = (body: Record<string, unknown>, headers = admin) => api.post("/check-in/ticket", body, headers);
const undo = (ticket: string, headers = admin) => api.post("/check-in/undo", { ticket }, headers);
const signed = async (tenantId: number, ticketNumber: string) =>
  (await tenantSigner(api.db, api.context.secrets, tenantId))(ticketNumber);

describe("signed ticket codes", () => {
  it("checks a ticket in by its scanned code, and the order detail carries the same code", async () => {
    const ticket = await checkableTicket();
    const order = await findOrder(api, admin, ticket.orderId);
    const code = (order.tickets.find((entry) => entry.id === ticket.id) as unknown as { code: string }).code;
    expect(code).toMatch(new RegExp(`^VT1\\.${ticket.ticketNumber}\\.[A-Za-z0-9_-]{14}$`));
    const answer = await checkIn({ ticket: code });
    expect(answer.status.code).toBe(0);
    expect(answer.result).toMatchObject({ ticketNumber: ticket.ticketNumber, status: 1, checkedBy: "admin" });
    expect(answer.result.passengerName).toBe(ticket.passengerName);
  });

  it("refuses a tampered code as unknown", async () => {
    const ticket = await checkableTicket();
    const code = await signed(adminTid, ticket.ticketNumber);
    const tampered = code.slice(0, -2) + (code.endsWith("AA") ? "BB" : "AA");
    const answer = await checkIn({ ticket: tampered });
    expect(answer.status).toMatchObject({ code: 20445, key: "checkIn.unknownTicket" });
    expect(answer.result).toBeNull();
    // Another ticket's signature on this number is a forgery too.
    const other = await checkableTicket();
    const swapped = `VT1.${ticket.ticketNumber}.${(await signed(adminTid, other.ticketNumber)).split(".")[2]}`;
    expect((await checkIn({ ticket: swapped })).status.code).toBe(20445);
  });

  it("refuses another vendor's code without saying anything of that ticket", async () => {
    const [theirs] = await api.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.tenantId, otherTid), eq(reservations.status, 0)))
      .limit(1);
    const answer = await checkIn({ ticket: await signed(otherTid, theirs!.ticketNumber) });
    expect(answer.status).toMatchObject({ code: 20446, key: "checkIn.otherVendor" });
    expect(answer.status.params).toBeUndefined();
    expect(answer.result).toBeNull();
    const body = JSON.stringify(answer);
    for (const secret of [theirs!.passengerName, theirs!.date, theirs!.orderNumber]) expect(body).not.toContain(secret);
    // Unknown answers the same shape but for the reason.
    const unknown = await checkIn({ ticket: "NO-SUCH-TICKET" });
    expect(Object.keys(unknown.status).sort()).toEqual(Object.keys(answer.status).sort());
    expect(unknown.status).toMatchObject({ code: 20445, key: "checkIn.unknownTicket" });
  });
});

describe("checking in", () => {
  it("of two check-ins at once, exactly one succeeds and the other names who and when", async () => {
    const ticket = await checkableTicket();
    const second = await userWith(api, admin, [
      (await roleWith(api, admin, uniqueName("door"), [page("check_in"), cmd("/check-in/ticket")])).id,
    ]);
    const answers = await Promise.all([
      checkIn({ ticket: ticket.ticketNumber }),
      checkIn({ ticket: ticket.ticketNumber }, second.headers),
    ]);
    const codes = answers.map((answer) => answer.status.code).sort();
    expect(codes).toEqual([0, 20441]);
    const won = answers.find((answer) => answer.status.code === 0)!;
    const lost = answers.find((answer) => answer.status.code === 20441)!;
    expect(lost.status.params).toEqual({ by: won.result.checkedBy, at: won.result.checkTime });
    expect(lost.status.msg).toBe(`Already checked in by ${won.result.checkedBy} at ${won.result.checkTime}`);
    const order = await findOrder(api, admin, ticket.orderId);
    const entries = order.history.filter(
      (entry) =>
        entry.action === "check-in" && (entry.params?.ticketNumbers as string[])?.includes(ticket.ticketNumber),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.params).toEqual({ ticketCount: 1, ticketNumbers: [ticket.ticketNumber] });
  });

  it("refuses refunded, refunding, charged back and not valid tickets with their own codes", async () => {
    const cases: Array<[status: number, code: number, key: string]> = [
      [9, 20442, "checkIn.refunded"],
      [8, 20442, "checkIn.refunded"],
      [6, 20443, "checkIn.chargedBack"],
      [11, 20443, "checkIn.chargedBack"],
      [4, 20447, "checkIn.notValid"],
    ];
    for (const [status, code, key] of cases) {
      const ticket = await checkableTicket();
      await api.db.update(reservations).set({ status }).where(eq(reservations.id, ticket.id));
      const answer = await checkIn({ ticket: ticket.ticketNumber });
      expect(answer.status, `status ${status}`).toMatchObject({ code, key });
      const [after] = await api.db.select().from(reservations).where(eq(reservations.id, ticket.id));
      expect(after!.status).toBe(status);
    }
  });

  it("refuses another departure's ticket and names its trip, date and shift", async () => {
    const ticket = await checkableTicket();
    const [trip] = await api.db.select({ name: trips.name }).from(trips).where(eq(trips.id, ticket.tripId));
    const answer = await checkIn({
      ticket: ticket.ticketNumber,
      departure: { tripId: ticket.tripId, date: "2001-01-01", ...(ticket.shift ? { shift: ticket.shift } : {}) },
    });
    expect(answer.status).toMatchObject({
      code: 20444,
      key: "checkIn.otherDeparture",
      params: { trip: trip!.name, date: ticket.date, shift: ticket.shift ?? "" },
    });
    const right = await checkIn({
      ticket: ticket.ticketNumber,
      departure: { tripId: ticket.tripId, date: ticket.date, ...(ticket.shift ? { shift: ticket.shift } : {}) },
    });
    expect(right.status.code).toBe(0);
  });

  it("with no trip picked, refuses another day's ticket naming its own, writing nothing, unless told to anyway", async () => {
    const ticket = await checkableTicket();
    const [trip] = await api.db.select({ name: trips.name }).from(trips).where(eq(trips.id, ticket.tripId));
    const otherDay = ticket.date === "2001-01-01" ? "2001-01-02" : "2001-01-01";
    const refused = await checkIn({ ticket: ticket.ticketNumber, date: otherDay });
    expect(refused.status).toMatchObject({
      code: 20444,
      key: "checkIn.otherDeparture",
      params: { trip: trip!.name, date: ticket.date, shift: ticket.shift ?? "" },
    });
    expect(refused.result).toBeNull();
    const [unchanged] = await api.db.select().from(reservations).where(eq(reservations.id, ticket.id));
    expect(unchanged).toMatchObject({ status: 0, checkedBy: null, checkTime: null });
    const history = (await findOrder(api, admin, ticket.orderId)).history.filter(
      (entry) =>
        entry.action === "check-in" && (entry.params?.ticketNumbers as string[])?.includes(ticket.ticketNumber),
    );
    expect(history).toHaveLength(0);

    const anyway = await checkIn({ ticket: ticket.ticketNumber, date: otherDay, anyDeparture: true });
    expect(anyway.status.code).toBe(0);
    expect(anyway.result).toMatchObject({ ticketNumber: ticket.ticketNumber, status: 1, checkedBy: "admin" });
    const recorded = (await findOrder(api, admin, ticket.orderId)).history.filter(
      (entry) =>
        entry.action === "check-in" && (entry.params?.ticketNumbers as string[])?.includes(ticket.ticketNumber),
    );
    expect(recorded).toHaveLength(1);
  });

  it("with no trip picked, checks the day's ticket in, and bounds the shift when one is given", async () => {
    const ticket = await checkableTicket();
    if (ticket.shift) {
      const wrongShift = await checkIn({ ticket: ticket.ticketNumber, date: ticket.date, shift: `${ticket.shift}x` });
      expect(wrongShift.status).toMatchObject({ code: 20444, params: { date: ticket.date, shift: ticket.shift } });
    }
    const sameDay = await checkIn({
      ticket: ticket.ticketNumber,
      date: ticket.date,
      ...(ticket.shift ? { shift: ticket.shift } : {}),
    });
    expect(sameDay.status.code).toBe(0);
  });

  it("refuses a malformed date as a field error", async () => {
    const ticket = await checkableTicket();
    const answer = await checkIn({ ticket: ticket.ticketNumber, date: "12/11/2026" });
    expect(answer.status.code).not.toBe(0);
    const [unchanged] = await api.db.select().from(reservations).where(eq(reservations.id, ticket.id));
    expect(unchanged!.status).toBe(0);
  });

  it("counts a departure's checked-in and expected tickets", async () => {
    const ticket = await checkableTicket();
    const departure = { tripId: ticket.tripId, date: ticket.date, ...(ticket.shift ? { shift: ticket.shift } : {}) };
    const before = (await api.post("/check-in/counts", departure, admin)).result;
    expect(before.expected).toBeGreaterThan(0);
    expect((await checkIn({ ticket: ticket.ticketNumber })).status.code).toBe(0);
    const after = (await api.post("/check-in/counts", departure, admin)).result;
    expect(after).toEqual({ expected: before.expected, checkedIn: before.checkedIn + 1 });
  });
});

describe("undo", () => {
  it("undoes a check-in within 5 minutes, records it, and refuses after", async () => {
    const ticket = await checkableTicket();
    expect((await checkIn({ ticket: ticket.ticketNumber })).status.code).toBe(0);
    const undone = await undo(ticket.ticketNumber);
    expect(undone.status.code).toBe(0);
    expect(undone.result).toMatchObject({ status: 0, checkedBy: null, checkTime: null });
    expect((await undo(ticket.ticketNumber)).status).toMatchObject({ code: 20448, key: "checkIn.notCheckedIn" });
    const history = (await findOrder(api, admin, ticket.orderId)).history.map((entry) => entry.action);
    expect(history).toContain("undo-check-in");

    expect((await checkIn({ ticket: ticket.ticketNumber })).status.code).toBe(0);
    api.clock.advance(5 * 60_000 + 1000);
    expect((await undo(ticket.ticketNumber)).status).toMatchObject({
      code: 20449,
      key: "checkIn.undoExpired",
      params: { minutes: 5 },
    });
  });
});

describe("permissions", () => {
  it("checks in only with the check-in cmd, undoes only with the undo cmd, counts with the page", async () => {
    const viewer = await userWith(api, admin, [
      (await roleWith(api, admin, uniqueName("view"), [page("check_in")])).id,
    ]);
    const ticket = await checkableTicket();
    expect((await checkIn({ ticket: ticket.ticketNumber }, viewer.headers)).status.code).toBe(21403);
    expect((await undo(ticket.ticketNumber, viewer.headers)).status.code).toBe(21403);
    const departure = { tripId: ticket.tripId, date: ticket.date, ...(ticket.shift ? { shift: ticket.shift } : {}) };
    expect((await api.post("/check-in/counts", departure, viewer.headers)).status.code).toBe(0);
    const [unchanged] = await api.db.select().from(reservations).where(eq(reservations.id, ticket.id));
    expect(unchanged!.status).toBe(0);

    const clerk = await userWith(api, admin, [
      (await roleWith(api, admin, uniqueName("clerk"), [page("order_list")])).id,
    ]);
    expect((await api.post("/check-in/counts", departure, clerk.headers)).status.code).toBe(21403);
  });
});
