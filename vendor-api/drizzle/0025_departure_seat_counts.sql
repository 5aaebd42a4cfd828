CREATE TABLE "departure_seat_counts" (
	"trip_id" integer NOT NULL,
	"date" text NOT NULL,
	"shift" text NOT NULL,
	"sold" integer NOT NULL,
	"locked" integer NOT NULL,
	"checked_in" integer NOT NULL,
	CONSTRAINT "departure_seat_counts_trip_id_date_shift_pk" PRIMARY KEY("trip_id","date","shift")
);
--> statement-breakpoint
ALTER TABLE "departure_seat_counts" ADD CONSTRAINT "departure_seat_counts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Seats per departure (docs/scale-contract.md section 9), as the departures calendar counts them: tickets that are not
-- released (states 7 and 9, RELEASED_TICKET_STATES of vendor-api/src/modules/trip/store.ts), sold unless held, locked
-- when held, checked in in state 1. Each statement on reservations adds what it changed, per departure in key order.
INSERT INTO "departure_seat_counts" ("trip_id", "date", "shift", "sold", "locked", "checked_in")
  SELECT "trip_id", "date", coalesce("shift", ''), count(*) FILTER (WHERE NOT "held"), count(*) FILTER (WHERE "held"),
         count(*) FILTER (WHERE "status" = 1)
    FROM "reservations" WHERE "status" NOT IN (7, 9) GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION departure_seats_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO departure_seat_counts AS c (trip_id, date, shift, sold, locked, checked_in)
    SELECT trip_id, date, coalesce(shift, ''), count(*) FILTER (WHERE NOT held), count(*) FILTER (WHERE held),
           count(*) FILTER (WHERE status = 1)
      FROM new_rows WHERE status NOT IN (7, 9) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (trip_id, date, shift) DO UPDATE
    SET sold = c.sold + excluded.sold, locked = c.locked + excluded.locked, checked_in = c.checked_in + excluded.checked_in;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION departure_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO departure_seat_counts AS c (trip_id, date, shift, sold, locked, checked_in)
    SELECT trip_id, date, shift, sum(sold), sum(locked), sum(checked_in) FROM (
        SELECT trip_id, date, coalesce(shift, '') AS shift, (NOT held)::int AS sold, held::int AS locked,
               (status = 1)::int AS checked_in
          FROM new_rows WHERE status NOT IN (7, 9)
        UNION ALL
        SELECT trip_id, date, coalesce(shift, ''), -(NOT held)::int, -(held::int), -((status = 1)::int)
          FROM old_rows WHERE status NOT IN (7, 9)) changes
     GROUP BY 1, 2, 3 HAVING sum(sold) <> 0 OR sum(locked) <> 0 OR sum(checked_in) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (trip_id, date, shift) DO UPDATE
    SET sold = c.sold + excluded.sold, locked = c.locked + excluded.locked, checked_in = c.checked_in + excluded.checked_in;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: a trip's deletion cascades to its counters and its tickets both, and must not count them anew.
CREATE FUNCTION departure_seats_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE departure_seat_counts c
     SET sold = c.sold - d.sold, locked = c.locked - d.locked, checked_in = c.checked_in - d.checked_in
    FROM (SELECT trip_id, date, coalesce(shift, '') AS shift, count(*) FILTER (WHERE NOT held) AS sold,
                 count(*) FILTER (WHERE held) AS locked, count(*) FILTER (WHERE status = 1) AS checked_in
            FROM old_rows WHERE status NOT IN (7, 9) GROUP BY 1, 2, 3) d
   WHERE c.trip_id = d.trip_id AND c.date = d.date AND c.shift = d.shift;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER departure_seats_inserted AFTER INSERT ON reservations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION departure_seats_inserted();
--> statement-breakpoint
CREATE TRIGGER departure_seats_changed AFTER UPDATE ON reservations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION departure_seats_changed();
--> statement-breakpoint
CREATE TRIGGER departure_seats_deleted AFTER DELETE ON reservations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION departure_seats_deleted();
