/**
 * Correcting an order after the sale and the staff's internal notes (docs/sales-contract.md, "Editing an order's
 * contact and internal notes"). Each call is one transaction: the change, its order history line, its audit line and
 * its ORDER_UPDATED event, so a refused or failed call leaves no trace.
 */
import { and, desc, eq } from "drizzle-orm";
import { compactPhone, fail, orderContactFailures, orderNoteFailures, type FieldFailures } from "#rules";
import type { Db } from "../../db/connect";
import { orderHistory, orders, reservations } from "../../db/schema";
import { assertValid, staleVersion } from "../../protocol/errors";
import type { OperatorSession } from "../../protocol/route";
import { diffChanges } from "../../audit-trail/record";
import { orderOf, recordOrderOperation } from "./operation";

type OrderRow = typeof orders.$inferSelect;

export interface OrderContactEdit {
  id: number;
  version: number;
  contactFirstName?: string;
  contactLastName?: string;
  contactEmail?: string;
  contactPhone?: string;
  passengers?: Array<{ ticketId?: number; passengerName?: string }>;
}

export interface OrderNote {
  id: number;
  text: string;
  authorId: number | null;
  authorName: string;
  createTime: string;
}

/** The phone as the contact shows it: an order made before the edit may keep its country code apart. */
const wholePhone = (order: Pick<OrderRow, "contactCountryCode" | "contactPhone">) =>
  order.contactPhone ? `${order.contactCountryCode ?? ""}${order.contactPhone}` : null;

/**
 * Replaces the contact (the booking form's rules) and renames the passengers listed, under the order's `version`
 * (stale: 10008). The order's tickets carry the contact the departure's messages go to (reservation notify), so they
 * take the new e-mail and phone too. A save that changes nothing writes nothing and answers the order's id as it is.
 */
export async function editOrderContact(db: Db, session: OperatorSession, body: OrderContactEdit): Promise<number> {
  assertValid(orderContactFailures(body));
  const contact = {
    contactFirstName: body.contactFirstName!.trim(),
    contactLastName: body.contactLastName!.trim(),
    contactEmail: body.contactEmail!.trim(),
    contactPhone: compactPhone(body.contactPhone!),
  };
  const renames = (body.passengers ?? []).map((passenger) => ({
    ticketId: passenger.ticketId!,
    passengerName: passenger.passengerName!.trim(),
  }));
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, session.tenantId, body.id, true);
    if (order.version !== body.version) throw staleVersion();
    const tickets = await tx
      .select({ id: reservations.id, ticketNumber: reservations.ticketNumber, name: reservations.passengerName })
      .from(reservations)
      .where(and(eq(reservations.tenantId, session.tenantId), eq(reservations.orderNumber, order.orderNumber)));
    const failures: FieldFailures = {};
    const seen = new Set<number>();
    renames.forEach(({ ticketId }, index) => {
      if (!tickets.some((ticket) => ticket.id === ticketId))
        failures[`passengers.${index}.ticketId`] = fail("unknownItem");
      else if (seen.has(ticketId)) failures[`passengers.${index}.ticketId`] = fail("value");
      seen.add(ticketId);
    });
    assertValid(failures);
    const renamed = renames.flatMap(({ ticketId, passengerName }) => {
      const ticket = tickets.find((candidate) => candidate.id === ticketId)!;
      return ticket.name === passengerName ? [] : [{ ...ticket, passengerName }];
    });
    const before = {
      contactFirstName: order.contactFirstName,
      contactLastName: order.contactLastName,
      contactEmail: order.contactEmail,
      contactPhone: wholePhone(order),
      passengers: renamed.map((ticket) => `${ticket.ticketNumber} ${ticket.name}`),
    };
    const after = { ...contact, passengers: renamed.map((ticket) => `${ticket.ticketNumber} ${ticket.passengerName}`) };
    const changes = diffChanges(before, after);
    if (changes.length === 0) return order.id;

    const [saved] = await tx
      .update(orders)
      .set({ ...contact, contactCountryCode: null, version: order.version + 1 })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .update(reservations)
      .set({ contactEmail: contact.contactEmail, contactPhone: contact.contactPhone })
      .where(and(eq(reservations.tenantId, session.tenantId), eq(reservations.orderNumber, order.orderNumber)));
    for (const ticket of renamed)
      await tx.update(reservations).set({ passengerName: ticket.passengerName }).where(eq(reservations.id, ticket.id));

    const ticketNumbers = renamed.map((ticket) => ticket.ticketNumber);
    const changed = [
      ...(changes.some((change) => change.field !== "passengers") ? ["contact"] : []),
      ...(renamed.length ? ["tickets"] : []),
    ];
    await recordOrderOperation(tx, session, {
      order,
      history: { action: "contact-edit", params: ticketNumbers.length ? { ticketNumbers } : {} },
      audit: { action: "edit", changes },
      event: { type: "ORDER_UPDATED", order: saved, changed },
    });
    return order.id;
  });
}

/**
 * Adds an internal note: staff's words about the order, never shown to the customer. It is the order's history line
 * (`note`), so the notes are listed from the history; it does not move the order's `version`, so a note written
 * while a colleague edits the contact does not make that edit stale. Its ORDER_UPDATED (`changed` ["notes"]) is an
 * internal event: open consoles hear of it, webhooks never do, and its data carries no text.
 */
export async function addOrderNote(
  db: Db,
  session: OperatorSession,
  body: { id: number; text?: string },
): Promise<OrderNote> {
  assertValid(orderNoteFailures(body));
  const text = body.text!.trim();
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, session.tenantId, body.id, true);
    await recordOrderOperation(tx, session, {
      order,
      history: { action: "note", params: { note: text } },
      audit: { action: "addNote", changes: [{ field: "note", from: null, to: text }] },
      event: { type: "ORDER_UPDATED", order, changed: ["notes"] },
    });
    // The entry just written: the order is locked, so no other note of it is written meanwhile.
    const [entry] = await tx
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.action, "note")))
      .orderBy(desc(orderHistory.id))
      .limit(1);
    return noteOf(entry);
  });
}

/** A note as the order answers it, from its history entry. */
export function noteOf(entry: {
  id: number;
  params: { note?: string } | null;
  operatorId: number | null;
  operatorName: string;
  createdAt: Date;
}): OrderNote {
  return {
    id: entry.id,
    text: entry.params?.note ?? "",
    authorId: entry.operatorId,
    authorName: entry.operatorName,
    createTime: entry.createdAt.toISOString(),
  };
}

/** The notes among an order's history entries, oldest first as the history is. */
export const notesOf = <E extends Parameters<typeof noteOf>[0] & { action: string }>(history: E[]): OrderNote[] =>
  history.filter((entry) => entry.action === "note").map(noteOf);
