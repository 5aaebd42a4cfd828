import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { defineList } from "../../db/list-query";
import {
  departureSeatCounts,
  notificationOutbox,
  reservations,
  tripInventories,
  tripTicketCounts,
  type NotificationChannel,
} from "../../db/schema";
import { assertValid } from "../../protocol/errors";
import { CONTENT_MAX, isoDate, maxLength, required, SUBJECT_MAX, validateFields } from "../../protocol/rules";
import { queueReceiverMail } from "../../notify/receiver-mail";
import { findTripRow } from "../trip/store";
import { Binder } from "../../db/statement-shapes";

/** Only normal (0) and checked-in (1) tickets are actionable (docs/sales-contract.md section 2): the ones notified. */
export const ACTIONABLE_TICKET_STATES = [0, 1];

export interface ReservationQuery {
  tripId: number;
  date?: string;
  shift?: string;
  status?: number;
  pageNum: number;
  pageSize: number;
}

const byTrip = (tenantId: number, tripId: number) =>
  and(eq(reservations.tenantId, tenantId), eq(reservations.tripId, tripId));

interface ReservationListFilter {
  where: SQL;
  /** Narrowed by date, shift or state: counted; else the whole trip's tickets, from its counter. */
  narrowed: boolean;
}

/**
 * A trip's tickets, counted exactly. The whole trip's total comes from its counter (migration 0023), however many it
 * ever sold; a list narrowed by date, shift or state is counted.
 */
const reservationList = defineList({
  name: "reservation-list",
  count: "exact",
  page: (db: Db, { where }: ReservationListFilter, cut) =>
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(asc(reservations.date), asc(reservations.shift), asc(reservations.ticketNumber))
      .limit(cut.limit)
      .offset(cut.offset),
  matching: (db: Db, { where }: ReservationListFilter) =>
    db
      .select({ one: sql`1` })
      .from(reservations)
      .where(where)
      .$dynamic(),
  kept: (db: Db, { narrowed }: ReservationListFilter) =>
    narrowed
      ? undefined
      : db
          .select({ total: tripTicketCounts.tickets })
          .from(tripTicketCounts)
          .where(eq(tripTicketCounts.tripId, sql.placeholder("tripId"))),
});

export async function listReservations(db: Db, tenantId: number, query: ReservationQuery) {
  await findTripRow(db, tenantId, query.tripId);
  const binder = new Binder();
  const { bind } = binder;
  const conditions: Array<SQL | undefined> = [
    eq(reservations.tenantId, bind("tenantId", tenantId)),
    eq(reservations.tripId, bind("tripId", query.tripId)),
  ];
  if (query.date) conditions.push(eq(reservations.date, bind("date", query.date)));
  if (query.shift) conditions.push(eq(reservations.shift, bind("shift", query.shift)));
  if (query.status !== undefined) conditions.push(eq(reservations.status, bind("status", query.status)));
  const narrowed = !binder.boundExactly("tenantId", "tripId");
  const { rows, total } = await reservationList.read(db, {
    binder,
    filter: { where: and(...conditions)!, narrowed },
    page: query,
  });
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      ticketNumber: row.ticketNumber,
      orderNumber: row.orderNumber,
      tripId: row.tripId,
      date: row.date,
      shift: row.shift,
      option: row.option,
      passengerName: row.passengerName,
      passengerType: row.passengerType,
      status: row.status,
      held: row.held,
      checkedBy: row.checkedBy,
      checkTime: row.checkTime?.toISOString() ?? null,
    })),
  };
}

interface StatisticsRow {
  date: string;
  shift: string | null;
  capacity: number | null;
  sold: number;
  locked: number;
  available: number | null;
}

/**
 * Per date and shift: capacity (by date/shift inventory; the shared total otherwise, null when unlimited), sold
 * (paid tickets holding a seat), locked (tickets of orders being paid) and available. `total` sums the trip. The same
 * counts as the departures calendar's (docs/catalogue-contract.md sections 5 and 7), from the same counters.
 */
export async function reservationStatistics(db: Db, tenantId: number, tripId: number) {
  const trip = await findTripRow(db, tenantId, tripId);
  // The departures' seat counters (migration 0025) hold these counts per date and shift, kept by the tickets'
  // triggers: a row per departure instead of counting every ticket the trip ever sold. The trip is the tenant's
  // (findTripRow), and its counters are its own.
  const usage = await db
    .select({
      date: departureSeatCounts.date,
      shift: sql<string | null>`nullif(${departureSeatCounts.shift}, '')`,
      sold: departureSeatCounts.sold,
      locked: departureSeatCounts.locked,
    })
    .from(departureSeatCounts)
    .where(
      and(
        eq(departureSeatCounts.tripId, trip.id),
        sql`${departureSeatCounts.sold} + ${departureSeatCounts.locked} > 0`,
      ),
    );
  const key = (date: string, shift: string | null) => `${date} ${shift ?? ""}`;
  const rows = new Map<string, StatisticsRow>();
  if (trip.inventoryType === 2) {
    const inventories = await db.select().from(tripInventories).where(eq(tripInventories.tripId, tripId));
    for (const entry of inventories) {
      rows.set(key(entry.date, entry.shift), {
        date: entry.date,
        shift: entry.shift,
        capacity: entry.quantity,
        sold: 0,
        locked: 0,
        available: null,
      });
    }
  }
  const sharedCapacity = trip.inventoryType === 0 ? trip.totalQuantity : null;
  for (const entry of usage) {
    const row = rows.get(key(entry.date, entry.shift)) ?? {
      date: entry.date,
      shift: entry.shift,
      capacity: trip.inventoryType === 2 ? 0 : sharedCapacity,
      sold: 0,
      locked: 0,
      available: null,
    };
    row.sold = Number(entry.sold);
    row.locked = Number(entry.locked);
    rows.set(key(entry.date, entry.shift), row);
  }
  const sold = [...rows.values()].reduce((sum, row) => sum + row.sold, 0);
  const locked = [...rows.values()].reduce((sum, row) => sum + row.locked, 0);
  const capacity =
    trip.inventoryType === 2 ? [...rows.values()].reduce((sum, row) => sum + (row.capacity ?? 0), 0) : sharedCapacity;
  const free = (cap: number | null, used: number) => (cap === null ? null : Math.max(0, cap - used));
  const list = [...rows.values()]
    .map((row) => ({
      ...row,
      // A shared total is left over for every date alike; a date/shift capacity only for its own.
      available: trip.inventoryType === 2 ? free(row.capacity, row.sold + row.locked) : free(capacity, sold + locked),
    }))
    .sort((a, b) => (a.date === b.date ? (a.shift ?? "").localeCompare(b.shift ?? "") : a.date < b.date ? -1 : 1));
  return {
    tripId,
    inventoryType: trip.inventoryType,
    list,
    total: { capacity, sold, locked, available: free(capacity, sold + locked) },
  };
}

export interface NotifyInput {
  tripId: number;
  date: string;
  shift?: string | null;
  channel: NotificationChannel;
  subject: string;
  content: string;
}

/**
 * Records one outbox message to the passengers of a date (and shift) holding an actionable ticket: their distinct
 * e-mail addresses or phone numbers. Nothing is sent here; e-mail delivery picks up `queued` rows, SMS stays recorded.
 */
export async function notifyPassengers(db: Db, tenantId: number, userId: number, input: NotifyInput) {
  const fields = validateFields({
    date: [input.date, [required, isoDate]],
    subject: [input.subject, [required, maxLength(SUBJECT_MAX)]],
    content: [input.content, [required, maxLength(CONTENT_MAX)]],
  });
  assertValid(fields);
  return db.transaction(async (tx) => {
    const trip = await findTripRow(tx, tenantId, input.tripId);
    const contact = input.channel === "email" ? reservations.contactEmail : reservations.contactPhone;
    const rows = await tx
      .selectDistinct({ contact })
      .from(reservations)
      .where(
        and(
          byTrip(tenantId, trip.id),
          eq(reservations.date, input.date),
          input.shift ? eq(reservations.shift, input.shift) : undefined,
          inArray(reservations.status, ACTIONABLE_TICKET_STATES),
          sql`${contact} is not null`,
        ),
      );
    const recipients = rows.map((row) => row.contact!).sort();
    const [row] = await tx
      .insert(notificationOutbox)
      .values({
        tenantId,
        tripId: trip.id,
        date: input.date,
        shift: input.shift || null,
        channel: input.channel,
        subject: input.subject.trim(),
        content: input.content,
        recipients,
        recipientCount: recipients.length,
        status: input.channel === "email" ? "queued" : "recorded",
        createdBy: userId,
      })
      .returning();
    const where = `${trip.name} on ${input.date}${row.shift ? ` (${row.shift})` : ""}`;
    await queueReceiverMail(tx, tenantId, "notification", {
      subject: `Copy: ${row.subject}`,
      content:
        `This ${input.channel === "email" ? "e-mail" : "SMS"} went to ${recipients.length} passengers of ${where}:` +
        `\n\n${row.subject}\n\n${row.content}`,
      createdBy: userId,
    });
    return {
      id: row.id,
      tripId: trip.id,
      date: input.date,
      shift: row.shift,
      channel: row.channel,
      subject: row.subject,
      content: row.content,
      recipientCount: row.recipientCount,
      status: row.status,
      createTime: row.createdAt.toISOString(),
    };
  });
}
