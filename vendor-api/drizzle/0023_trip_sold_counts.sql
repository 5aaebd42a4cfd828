CREATE TABLE "trip_sold_counts" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"sold" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_sold_counts" ADD CONSTRAINT "trip_sold_counts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bookings per trip (docs/scale-contract.md section 9): a ticket holds a sold seat unless it is released (states 7
-- and 9, RELEASED_TICKET_STATES of vendor-api/src/modules/trip/store.ts) or held by an order still being paid. Each
-- statement on reservations adds what it changed, per trip in trip order (so two writers lock counters in one order).
INSERT INTO "trip_sold_counts" ("trip_id", "sold")
  SELECT "trip_id", count(*) FROM "reservations" WHERE "status" NOT IN (7, 9) AND NOT "held" GROUP BY "trip_id";
--> statement-breakpoint
CREATE FUNCTION trip_sold_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trip_sold_counts AS c (trip_id, sold)
    SELECT trip_id, count(*) FROM new_rows WHERE status NOT IN (7, 9) AND NOT held GROUP BY trip_id ORDER BY trip_id
  ON CONFLICT (trip_id) DO UPDATE SET sold = c.sold + excluded.sold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION trip_sold_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trip_sold_counts AS c (trip_id, sold)
    SELECT trip_id, sum(delta) FROM (
        SELECT trip_id, 1 AS delta FROM new_rows WHERE status NOT IN (7, 9) AND NOT held
        UNION ALL SELECT trip_id, -1 FROM old_rows WHERE status NOT IN (7, 9) AND NOT held) changes
     GROUP BY trip_id HAVING sum(delta) <> 0 ORDER BY trip_id
  ON CONFLICT (trip_id) DO UPDATE SET sold = c.sold + excluded.sold;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: a trip's deletion cascades to its counter and its tickets both, and must not count them anew.
CREATE FUNCTION trip_sold_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trip_sold_counts c SET sold = c.sold - d.sold
    FROM (SELECT trip_id, count(*) AS sold FROM old_rows WHERE status NOT IN (7, 9) AND NOT held GROUP BY trip_id) d
   WHERE c.trip_id = d.trip_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trip_sold_inserted AFTER INSERT ON reservations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_sold_inserted();
--> statement-breakpoint
CREATE TRIGGER trip_sold_changed AFTER UPDATE ON reservations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_sold_changed();
--> statement-breakpoint
CREATE TRIGGER trip_sold_deleted AFTER DELETE ON reservations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_sold_deleted();
