/**
 * Check-in and resend through the gateway against the real vendor API (docs/sales-contract.md, "Check-in"): the
 * ticket's signed code on the order, check-in by that code, refusals with their upstream code, key and params as
 * extensions, the counts query, the permission directives, and a resent confirmation landing in the development
 * mailbox with each ticket's code.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startGateway } from "../../gateway/src/server";
import { gql, loginAs } from "./support/graphql-client";
import { startTestVendorApi, type TestVendorApi } from "./support/vendor-api";

let vendorApi: TestVendorApi;
let gateway: { url: string; close(): Promise<void> };
let admin: string;

const ORDERS = `query ($page: PageInput) { orders(filter: { state: COMPLETED }, page: $page) { items { id } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { id contact { email } tickets { ticketNumber code status passengerName tripId date shift } } }`;
const CHECK_IN = `mutation ($n: String!, $d: DepartureInput) {
  checkInTicket(ticketNumber: $n, departure: $d) { ticketNumber status checkedBy checkTime passengerName code }
}`;
const UNDO = `mutation ($n: String!) { undoCheckIn(ticketNumber: $n) { ticketNumber status } }`;
const COUNTS = `query ($d: DepartureInput!) { checkInCounts(departure: $d) { checkedIn expected } }`;
const RESEND = `mutation ($id: ID!) { resendOrderConfirmation(id: $id) { sentTo queuedAt } }`;
const MAILS = "{ developmentMails(page: { number: 1, size: 50 }) { items { id to subject } } }";
const MAIL = "query ($id: ID!) { developmentMail(id: $id) { text } }";

interface Ticket {
  ticketNumber: string;
  code: string;
  status: string;
  passengerName: string;
  tripId: string;
  date: string;
  shift: string | null;
}

beforeAll(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vendorApi = await startTestVendorApi({ mail: { development: true } });
  gateway = await startGateway({ port: 0, host: "127.0.0.1", vendorApiUrl: vendorApi.url, logLevel: "silent" });
  admin = await loginAs(gateway.url, "admin", "admin123");
});
afterAll(async () => {
  vi.restoreAllMocks();
  await gateway?.close();
  await vendorApi?.close();
});

async function orderWithNormalTickets(pageNumber: number) {
  const { data } = await gql(gateway.url, ORDERS, { page: { number: pageNumber, size: 20 } }, admin);
  for (const { id } of data!.orders.items as Array<{ id: string }>) {
    const order = (await gql(gateway.url, ORDER, { id }, admin)).data!.order as {
      id: string;
      contact: { email: string | null };
      tickets: Ticket[];
    };
    if (order.contact.email && order.tickets.some((ticket) => ticket.status === "NORMAL")) return order;
  }
  throw new Error("no order with a normal ticket");
}

describe("check-in through the gateway", () => {
  it("checks in by the order's signed code, and words refusals as UPSTREAM_ERROR with key and params", async () => {
    const order = await orderWithNormalTickets(2);
    const ticket = order.tickets.find((entry) => entry.status === "NORMAL")!;
    expect(ticket.code).toMatch(new RegExp(`^VT1\\.${ticket.ticketNumber}\\.`));
    const departure = { tripId: ticket.tripId, date: ticket.date, shift: ticket.shift };
    const before = (await gql(gateway.url, COUNTS, { d: departure }, admin)).data!.checkInCounts;

    const done = await gql(gateway.url, CHECK_IN, { n: ticket.code, d: departure }, admin);
    expect(done.errors).toBeUndefined();
    expect(done.data!.checkInTicket).toMatchObject({
      ticketNumber: ticket.ticketNumber,
      status: "CHECKED_IN",
      checkedBy: "admin",
      passengerName: ticket.passengerName,
      code: ticket.code,
    });
    expect((await gql(gateway.url, COUNTS, { d: departure }, admin)).data!.checkInCounts).toEqual({
      expected: before.expected,
      checkedIn: before.checkedIn + 1,
    });

    const again = await gql(gateway.url, CHECK_IN, { n: ticket.ticketNumber }, admin);
    expect(again.errors?.[0].extensions).toMatchObject({
      code: "UPSTREAM_ERROR",
      upstreamCode: 20441,
      key: "checkIn.alreadyCheckedIn",
      params: { by: "admin", at: done.data!.checkInTicket.checkTime },
    });
    const elsewhere = await gql(
      gateway.url,
      CHECK_IN,
      { n: ticket.ticketNumber, d: { ...departure, date: "2001-01-01" } },
      admin,
    );
    expect(elsewhere.errors?.[0].extensions).toMatchObject({ upstreamCode: 20444, key: "checkIn.otherDeparture" });
    const badDate = await gql(
      gateway.url,
      CHECK_IN,
      { n: ticket.ticketNumber, d: { ...departure, date: "soon" } },
      admin,
    );
    expect(badDate.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    const undone = await gql(gateway.url, UNDO, { n: ticket.ticketNumber }, admin);
    expect(undone.data!.undoCheckIn).toEqual({ ticketNumber: ticket.ticketNumber, status: "NORMAL" });
  });

  it("bounds a check-in by the date on screen with no trip picked, and checks it in anyway when told to", async () => {
    const order = await orderWithNormalTickets(4);
    const ticket = order.tickets.find((entry) => entry.status === "NORMAL")!;
    const BY_DATE = `mutation ($n: String!, $date: String, $shift: String, $any: Boolean) {
      checkInTicket(ticketNumber: $n, date: $date, shift: $shift, anyDeparture: $any) { ticketNumber status }
    }`;
    const otherDay = ticket.date === "2001-01-01" ? "2001-01-02" : "2001-01-01";
    const refused = await gql(gateway.url, BY_DATE, { n: ticket.ticketNumber, date: otherDay }, admin);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: "UPSTREAM_ERROR",
      upstreamCode: 20444,
      key: "checkIn.otherDeparture",
      params: { date: ticket.date, shift: ticket.shift ?? "" },
    });
    const badDate = await gql(gateway.url, BY_DATE, { n: ticket.ticketNumber, date: "12/11/2026" }, admin);
    expect(badDate.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const anyway = await gql(gateway.url, BY_DATE, { n: ticket.ticketNumber, date: otherDay, any: true }, admin);
    expect(anyway.errors).toBeUndefined();
    expect(anyway.data!.checkInTicket).toEqual({ ticketNumber: ticket.ticketNumber, status: "CHECKED_IN" });
    expect((await gql(gateway.url, UNDO, { n: ticket.ticketNumber }, admin)).errors).toBeUndefined();
    const sameDay = await gql(
      gateway.url,
      BY_DATE,
      { n: ticket.ticketNumber, date: ticket.date, shift: ticket.shift },
      admin,
    );
    expect(sameDay.errors).toBeUndefined();
  });

  it("refuses a sales agent (no trip permissions) with FORBIDDEN from the directive", async () => {
    const anonymous = await gql(gateway.url, CHECK_IN, { n: "X" }, undefined);
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const agent = await loginAs(gateway.url, "agent", "agent123");
    for (const [query, variables] of [
      [CHECK_IN, { n: "X" }],
      [UNDO, { n: "X" }],
      [COUNTS, { d: { tripId: "1", date: "2026-01-01" } }],
    ] as const) {
      expect((await gql(gateway.url, query, variables, agent)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    }
  });

  it("resends the confirmation into the development mailbox with each ticket's code", async () => {
    const order = await orderWithNormalTickets(3);
    const sent = await gql(gateway.url, RESEND, { id: order.id }, admin);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.resendOrderConfirmation.sentTo).toBe(order.contact.email);
    const mail = await vi.waitFor(
      async () => {
        const { data } = await gql(gateway.url, MAILS, {}, admin);
        const found = data?.developmentMails.items.find(
          (item: { to: string[]; subject: string }) =>
            item.to.includes(order.contact.email!) && item.subject.startsWith("Your booking"),
        );
        if (!found) throw new Error("not delivered yet");
        return found as { id: string };
      },
      { timeout: 10_000, interval: 200 },
    );
    const text = (await gql(gateway.url, MAIL, { id: mail.id }, admin)).data!.developmentMail.text as string;
    for (const ticket of order.tickets) expect(text).toContain(ticket.code);
    const again = await gql(gateway.url, RESEND, { id: order.id }, admin);
    expect(again.errors?.[0].extensions).toMatchObject({ upstreamCode: 20430, key: "order.resendTooSoon" });
  });
});
