import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { departureCancellations } from "../../db/schema";

/**
 * Whether the operator cancelled the departure (docs/catalogue-contract.md section 7): from then on it takes no
 * booking and no move. Its shift by name, '' for a trip without shifts, as departure_cancellations stores it. Read
 * under the trip row's lock (a booking's, a move's), which the cancellation also takes before it is written, so a
 * booking either lands before it (and is among the cancelled orders) or sees it.
 */
export async function isDepartureCancelled(db: Db, tripId: number, date: string, shift: string | null) {
  const rows = await db
    .select({ id: departureCancellations.id })
    .from(departureCancellations)
    .where(
      and(
        eq(departureCancellations.tripId, tripId),
        eq(departureCancellations.date, date),
        eq(departureCancellations.shift, shift ?? ""),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
