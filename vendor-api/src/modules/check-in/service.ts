/**
 * Checking tickets in at the door (docs/sales-contract.md, "Check-in"). The check-in is one conditional UPDATE (the
 * ticket is still normal, not held, of a paid order), so of two phones checking one ticket in at once exactly one
 * changes it; the other re-reads the ticket and is told who checked it in and when.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { TICKET_STATUSES } from "#rules";
import type { Db } from "../../db/connect";
import { orders, reservations, trips } from "../../db/schema";
import { BusinessError } from "../../protocol/errors";
import { Codes } from "../../protocol/codes";
import type { Keyring } from "../../security/secrets";
import { REFUNDABLE_ORDER_STATES } from "../sales-shared/codes";
import { ticketPrice, ticketView, type TicketRow } from "../sales-shared/tickets";
import { recordOrderHistory } from "../sales-shared/history";
import { codeOwner, parseTicketInput, tenantSigner } from "./ticket-code";
import type { CheckInTicket, Departure } from "./schemas";

/** How long after a check-in it may be undone: a wrong scan is noticed at once, not at the end of the day. */
export const UNDO_MINUTES = 5;

const REFUNDED: number[] = [TICKET_STATUSES.REFUND_VOID, TICKET_STATUSES.REFUNDING, TICKET_STATUSES.REFUNDED];
const CHARGED_BACK: number[] = [
  TICKET_STATUSES.CHARGEBACK,
  TICKET_STATUSES.FRAUDULENT_CHARGEBACK,
  TICKET_STATUSES.MERCHANT_CHARGEBACK,
];

export interface Operator {
  tenantId: number;
  userId: number;
  username: string;
}

interface Found {
  ticket: TicketRow;
  tripName: string;
  orderId: number;
  orderState: number;
  price: string | null;
}

async function findTicket(db: Db, tenantId: number, ticketNumber: string): Promise<Found | undefined> {
  const [row] = await db
    .select({
      ticket: reservations,
      tripName: trips.name,
      orderId: orders.id,
      orderState: orders.state,
      price: ticketPrice,
    })
    .from(reservations)
    .innerJoin(trips, eq(trips.id, reservations.tripId))
    .innerJoin(
      orders,
      and(eq(orders.tenantId, reservations.tenantId), eq(orders.orderNumber, reservations.orderNumber)),
    )
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.ticketNumber, ticketNumber)))
    .limit(1);
  return row;
}

/** The ticket a typed number or a scanned code names, or the refusal for one that is not ours. */
async function resolveTicket(db: Db, secrets: Keyring, tenantId: number, input: string): Promise<Found> {
  const parsed = parseTicketInput(input);
  if (parsed.kind === "code") {
    const owner = await codeOwner(db, secrets, tenantId, parsed);
    // Another vendor's ticket is answered like an unknown one but for the reason: no trip, date or passenger of theirs.
    if (owner === "other-vendor") throw new BusinessError(Codes.otherVendorTicket);
    if (owner === "forged") throw new BusinessError(Codes.unknownTicket);
  }
  const found = parsed.ticketNumber ? await findTicket(db, tenantId, parsed.ticketNumber) : undefined;
  if (!found) throw new BusinessError(Codes.unknownTicket);
  return found;
}

async function answer(db: Db, secrets: Keyring, found: Found, ticket: TicketRow): Promise<CheckInTicket> {
  const sign = await tenantSigner(db, secrets, ticket.tenantId);
  return {
    ...ticketView(ticket, found.tripName, found.orderState, found.price, sign),
    orderId: found.orderId,
    orderNumber: ticket.orderNumber,
  };
}

/** Why a ticket that the conditional update did not change cannot be checked in. */
function refusal(ticket: TicketRow): BusinessError {
  if (ticket.status === TICKET_STATUSES.CHECKED_IN)
    return new BusinessError(Codes.alreadyCheckedIn, {
      params: { by: ticket.checkedBy ?? "", at: ticket.checkTime?.toISOString() ?? "" },
    });
  if (REFUNDED.includes(ticket.status)) return new BusinessError(Codes.ticketRefunded);
  if (CHARGED_BACK.includes(ticket.status)) return new BusinessError(Codes.ticketChargedBack);
  return new BusinessError(Codes.ticketNotValid);
}

/** What the desk is checking: a departure, or with no trip picked a day (and shift) of any trip. */
export interface CheckInInput {
  ticket: string;
  departure?: Departure;
  date?: string;
  shift?: string;
  anyDeparture?: boolean;
}

/**
 * Whether the ticket is of the departure on the desk's screen (docs/sales-contract.md, "Check-in"): the picked trip,
 * date and shift, or with no trip the date (and the shift when one is given). A call naming neither is not bounded.
 */
function onScreen(ticket: TicketRow, input: CheckInInput): boolean {
  if (input.departure)
    return (
      ticket.tripId === input.departure.tripId &&
      ticket.date === input.departure.date &&
      (ticket.shift ?? "") === (input.departure.shift ?? "")
    );
  if (input.date) return ticket.date === input.date && (!input.shift || ticket.shift === input.shift);
  return true;
}

export async function checkIn(
  db: Db,
  secrets: Keyring,
  operator: Operator,
  input: CheckInInput,
  now: Date,
): Promise<CheckInTicket> {
  const found = await resolveTicket(db, secrets, operator.tenantId, input.ticket);
  const { ticket } = found;
  // A wrong scan would use up another day's leg; anyDeparture is the desk's explicit "check it in anyway".
  if (!input.anyDeparture && !onScreen(ticket, input))
    throw new BusinessError(Codes.otherDeparture, {
      params: { trip: found.tripName, date: ticket.date, shift: ticket.shift ?? "" },
    });
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: TICKET_STATUSES.CHECKED_IN, checkedBy: operator.username, checkTime: now })
      .where(
        and(
          eq(reservations.id, ticket.id),
          eq(reservations.status, TICKET_STATUSES.NORMAL),
          eq(reservations.held, false),
          inArray(
            sql`(select ${orders.state} from ${orders} where ${orders.id} = ${found.orderId})`,
            REFUNDABLE_ORDER_STATES,
          ),
        ),
      )
      .returning();
    if (!row) return undefined;
    await recordOrderHistory(tx, {
      tenantId: operator.tenantId,
      orderId: found.orderId,
      action: "check-in",
      params: { ticketCount: 1, ticketNumbers: [row.ticketNumber] },
      operatorId: operator.userId,
      operatorName: operator.username,
    });
    return row;
  });
  if (updated) return answer(db, secrets, found, updated);
  const current = await findTicket(db, operator.tenantId, ticket.ticketNumber);
  throw refusal(current?.ticket ?? ticket);
}

/** Undoes a check-in made less than UNDO_MINUTES ago; anyone holding the undo cmd may (a colleague's wrong scan too). */
export async function undoCheckIn(
  db: Db,
  secrets: Keyring,
  operator: Operator,
  input: { ticket: string },
  now: Date,
): Promise<CheckInTicket> {
  const found = await resolveTicket(db, secrets, operator.tenantId, input.ticket);
  const since = new Date(now.getTime() - UNDO_MINUTES * 60_000);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: TICKET_STATUSES.NORMAL, checkedBy: null, checkTime: null })
      .where(
        and(
          eq(reservations.id, found.ticket.id),
          eq(reservations.status, TICKET_STATUSES.CHECKED_IN),
          gt(reservations.checkTime, since),
        ),
      )
      .returning();
    if (!row) return undefined;
    await recordOrderHistory(tx, {
      tenantId: operator.tenantId,
      orderId: found.orderId,
      action: "undo-check-in",
      params: { ticketNumbers: [row.ticketNumber] },
      operatorId: operator.userId,
      operatorName: operator.username,
    });
    return row;
  });
  if (updated) return answer(db, secrets, found, updated);
  const current = (await findTicket(db, operator.tenantId, found.ticket.ticketNumber))?.ticket ?? found.ticket;
  if (current.status !== TICKET_STATUSES.CHECKED_IN) throw new BusinessError(Codes.notCheckedIn);
  throw new BusinessError(Codes.undoExpired, { params: { minutes: UNDO_MINUTES } });
}

/** A departure's checked-in and expected tickets: sold (normal or checked in), not held. One indexed count. */
export async function departureCounts(db: Db, tenantId: number, departure: Departure) {
  const [row] = await db
    .select({
      expected: sql<number>`count(*)::int`,
      checkedIn: sql<number>`(count(*) filter (where ${reservations.status} = ${TICKET_STATUSES.CHECKED_IN}))::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.tenantId, tenantId),
        eq(reservations.tripId, departure.tripId),
        eq(reservations.date, departure.date),
        sql`${reservations.shift} is not distinct from ${departure.shift ?? null}`,
        inArray(reservations.status, [TICKET_STATUSES.NORMAL, TICKET_STATUSES.CHECKED_IN]),
        eq(reservations.held, false),
      ),
    );
  return { checkedIn: row?.checkedIn ?? 0, expected: row?.expected ?? 0 };
}
