/**
 * Editing an order's contact and passengers and adding internal notes through the gateway (docs/sales-contract.md,
 * "Editing an order's contact and internal notes"): the mutations against the real vendor API, the shared rules
 * refusing before any upstream call, the vendor API's refusals (another order's ticket, a stale version) on the same
 * fields or as STALE_DATA, the notes on the Order type, and each mutation's own permission.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchFeedPolls } from "../support/feed-polls";
import { liveClient } from "../support/live-client";
import { readAccessRules } from "../../gateway/src/auth/permission-directives";
import { buildGatewaySchema } from "../../gateway/src/build-schema";
import { fieldMessages } from "./support/graphql-client";
import { expectCode, SALES_VIEWER, startSalesStack, type SalesStack } from "./support/sales";

let stack: SalesStack;

const ORDERS = `{ orders(page: { number: 2, size: 30 }) { items { id ticketNumbers } } }`;
const ORDER = `query ($id: ID!) {
  order(id: $id) {
    id orderNumber version
    contact { firstName lastName email countryCode phone }
    tickets { id ticketNumber passengerName }
    history { action ticketNumbers note operatorName }
    notes { id text authorName createTime }
  }
}`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: OrderContactInput!) {
  updateOrderContact(id: $id, version: $version, input: $input) {
    id version contact { firstName lastName email countryCode phone } tickets { id passengerName }
    history { action ticketNumbers }
  }
}`;
const ADD_NOTE = `mutation ($orderId: ID!, $text: String!) {
  addOrderNote(orderId: $orderId, text: $text) { id text authorName createTime }
}`;

interface Order {
  id: string;
  version: number;
  contact: { firstName: string; lastName: string; email: string | null; countryCode: string | null; phone: string };
  tickets: Array<{ id: string; ticketNumber: string; passengerName: string }>;
}

let orders: string[];
beforeAll(async () => {
  stack = await startSalesStack();
  const list = await stack.run(ORDERS);
  orders = (list.data!.orders.items as Array<{ id: string; ticketNumbers: string[] }>)
    .filter((item) => item.ticketNumbers.length >= 2)
    .map((item) => item.id);
});
afterAll(() => stack?.close());

async function order(id: string): Promise<Order> {
  const answer = await stack.run(ORDER, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.order;
}

const inputOf = (found: Order, overrides: Record<string, unknown> = {}) => ({
  contactFirstName: found.contact.firstName,
  contactLastName: found.contact.lastName,
  contactEmail: found.contact.email ?? "",
  contactPhone: `${found.contact.countryCode ?? ""}${found.contact.phone}`,
  ...overrides,
});

describe("updateOrderContact", () => {
  it("corrects the contact and renames a passenger, recorded in the history", async () => {
    const found = await order(orders[0]);
    const ticket = found.tickets[0];
    const answer = await stack.run(UPDATE, {
      id: found.id,
      version: found.version,
      input: inputOf(found, {
        contactLastName: "Correctly-Spelt",
        contactEmail: " right@example.com ",
        passengers: [{ ticketId: ticket.id, passengerName: "Ada Correctly-Spelt" }],
      }),
    });
    expect(answer.errors).toBeUndefined();
    const saved = answer.data!.updateOrderContact;
    expect(saved.version).toBe(found.version + 1);
    expect(saved.contact).toMatchObject({ lastName: "Correctly-Spelt", email: "right@example.com", countryCode: null });
    expect(saved.tickets.find((t: { id: string }) => t.id === ticket.id).passengerName).toBe("Ada Correctly-Spelt");
    expect(saved.history.at(-1)).toEqual({ action: "CONTACT_EDIT", ticketNumbers: [ticket.ticketNumber] });
  });

  it("refuses by the booking form's rules before calling the vendor API, on the input's own fields", async () => {
    const found = await order(orders[1]);
    stack.proxy.reset();
    const answer = await stack.run(UPDATE, {
      id: found.id,
      version: found.version,
      input: inputOf(found, {
        contactFirstName: " ",
        contactEmail: "nope",
        contactPhone: "call me",
        passengers: [{ ticketId: found.tickets[0].id, passengerName: "x".repeat(102) }],
      }),
    });
    expectCode(answer, "BAD_USER_INPUT");
    expect(fieldMessages(answer.errors![0])).toEqual({
      contactFirstName: "Required",
      contactEmail: "Invalid email",
      contactPhone: "Invalid phone",
      "passengers.0.passengerName": "No more than 101 characters",
    });
    expect(stack.proxy.calls.filter((call) => call.path === "/order/contact/edit")).toHaveLength(0);
  });

  it("answers the vendor API's refusals: another order's ticket on its field, a stale version as STALE_DATA", async () => {
    const found = await order(orders[2]);
    const other = await order(orders[3]);
    const foreign = await stack.run(UPDATE, {
      id: found.id,
      version: found.version,
      input: inputOf(found, { passengers: [{ ticketId: other.tickets[0].id, passengerName: "Not Mine" }] }),
    });
    expectCode(foreign, "BAD_USER_INPUT");
    expect(fieldMessages(foreign.errors![0])).toEqual({ "passengers.0.ticketId": "Unknown item" });

    const stale = await stack.run(UPDATE, {
      id: found.id,
      version: found.version - 1,
      input: inputOf(found, { contactFirstName: "Late" }),
    });
    expectCode(stale, "STALE_DATA");
    expect((await order(found.id)).contact.firstName).toBe(found.contact.firstName);
  });
});

describe("addOrderNote", () => {
  it("adds a note the order lists with its author and time, and refuses an empty one", async () => {
    const found = await order(orders[4]);
    const added = await stack.run(ADD_NOTE, { orderId: found.id, text: "Wheelchair user: needs the front door." });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addOrderNote).toMatchObject({
      text: "Wheelchair user: needs the front door.",
      authorName: "admin",
    });
    const after = await stack.run(ORDER, { id: found.id });
    expect(after.data!.order.notes).toEqual([added.data!.addOrderNote]);
    expect(after.data!.order.version).toBe(found.version);
    expect(after.data!.order.history.at(-1)).toMatchObject({
      action: "NOTE",
      note: "Wheelchair user: needs the front door.",
    });

    stack.proxy.reset();
    const empty = await stack.run(ADD_NOTE, { orderId: found.id, text: "  " });
    expectCode(empty, "BAD_USER_INPUT");
    expect(fieldMessages(empty.errors![0])).toEqual({ text: "Required" });
    const long = await stack.run(ADD_NOTE, { orderId: found.id, text: "x".repeat(1001) });
    expect(fieldMessages(long.errors![0])).toEqual({ text: "No more than 1000 characters" });
    expect(stack.proxy.calls.filter((call) => call.path === "/order/note/add")).toHaveLength(0);
  });
});

describe("live subscriptions", () => {
  it("tell an open console of a corrected contact and of a note, without the note's text", async () => {
    const found = await order(orders[6]);
    const live = liveClient(stack.url, stack.admin);
    try {
      const heard = live.subscribe(`subscription { orderChanged { id changed eventType } }`);
      // The tenant's order topic polls with its cursor: a change now is heard.
      await watchFeedPolls(stack.proxy, "order").reach(1);
      const edited = await stack.run(UPDATE, {
        id: found.id,
        version: found.version,
        input: inputOf(found, { contactEmail: "live@example.com" }),
      });
      expect(edited.errors).toBeUndefined();
      expect((await stack.run(ADD_NOTE, { orderId: found.id, text: "Secret plan" })).errors).toBeUndefined();
      await heard.until((data) => data.orderChanged.id === found.id && data.orderChanged.changed.includes("notes"));
      expect(heard.data.filter((data) => data.orderChanged.id === found.id)).toEqual([
        { orderChanged: { id: found.id, changed: ["contact"], eventType: "ORDER_UPDATED" } },
        { orderChanged: { id: found.id, changed: ["notes"], eventType: "ORDER_UPDATED" } },
      ]);
      expect(JSON.stringify(heard.data)).not.toContain("Secret plan");
    } finally {
      await live.close();
    }
  });
});

describe("permissions", () => {
  it("declares each mutation's own cmd; the demo agent may, a user without them is FORBIDDEN", async () => {
    const schema = await buildGatewaySchema();
    const mutations = schema.getMutationType()!.getFields();
    expect(readAccessRules(schema, mutations.updateOrderContact)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/contact/edit" },
    ]);
    expect(readAccessRules(schema, mutations.addOrderNote)).toEqual([
      { kind: "permission", type: "cmd", url: "/order/note/add" },
    ]);

    const found = await order(orders[5]);
    const viewer = await stack.login(SALES_VIEWER.username, SALES_VIEWER.password);
    expectCode(
      await stack.run(UPDATE, { id: found.id, version: found.version, input: inputOf(found) }, viewer),
      "FORBIDDEN",
    );
    expectCode(await stack.run(ADD_NOTE, { orderId: found.id, text: "hi" }, viewer), "FORBIDDEN");

    const byAgent = await stack.run(ADD_NOTE, { orderId: found.id, text: "Agent's note" }, stack.agent);
    expect(byAgent.errors).toBeUndefined();
    expect(byAgent.data!.addOrderNote.authorName).toBe("agent");
    const edited = await stack.run(
      UPDATE,
      { id: found.id, version: found.version, input: inputOf(found, { contactFirstName: "Agentfix" }) },
      stack.agent,
    );
    expect(edited.errors).toBeUndefined();
  });
});
