CREATE TABLE "trip_ticket_counts" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"tickets" integer NOT NULL,
	"sold" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_tenant_last4_idx";--> statement-breakpoint
ALTER TABLE "trip_ticket_counts" ADD CONSTRAINT "trip_ticket_counts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tenant_last4_order_idx" ON "payments" USING btree ("tenant_id","card_last4","order_id");--> statement-breakpoint
-- Tickets per trip (docs/scale-contract.md section 9): all of them, and those that hold a sold seat, which a ticket
-- does unless it is released (states 7 and 9, RELEASED_TICKET_STATES of vendor-api/src/modules/trip/store.ts) or held
-- by an order still being paid. Each statement on reservations adds what it changed, per trip in trip order (so two
-- writers lock counters in one order).
INSERT INTO "trip_ticket_counts" ("trip_id", "tickets", "sold")
  SELECT "trip_id", count(*), count(*) FILTER (WHERE "status" NOT IN (7, 9) AND NOT "held")
    FROM "reservations" GROUP BY "trip_id";
--> statement-breakpoint
CREATE FUNCTION trip_tickets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trip_ticket_counts AS c (trip_id, tickets, sold)
    SELECT trip_id, count(*), count(*) FILTER (WHERE status NOT IN (7, 9) AND NOT held)
      FROM new_rows GROUP BY trip_id ORDER BY trip_id
  ON CONFLICT (trip_id) DO UPDATE SET tickets = c.tickets + excluded.tickets, sold = c.sold + excluded.sold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION trip_tickets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trip_ticket_counts AS c (trip_id, tickets, sold)
    SELECT trip_id, sum(tickets), sum(sold) FROM (
        SELECT trip_id, 1 AS tickets, (status NOT IN (7, 9) AND NOT held)::int AS sold FROM new_rows
        UNION ALL SELECT trip_id, -1, -(status NOT IN (7, 9) AND NOT held)::int FROM old_rows) changes
     GROUP BY trip_id HAVING sum(tickets) <> 0 OR sum(sold) <> 0 ORDER BY trip_id
  ON CONFLICT (trip_id) DO UPDATE SET tickets = c.tickets + excluded.tickets, sold = c.sold + excluded.sold;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an update: a trip's deletion cascades to its counter and its tickets both, and must not count them anew.
CREATE FUNCTION trip_tickets_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trip_ticket_counts c SET tickets = c.tickets - d.tickets, sold = c.sold - d.sold
    FROM (SELECT trip_id, count(*) AS tickets, count(*) FILTER (WHERE status NOT IN (7, 9) AND NOT held) AS sold
            FROM old_rows GROUP BY trip_id) d
   WHERE c.trip_id = d.trip_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trip_tickets_inserted AFTER INSERT ON reservations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_tickets_inserted();
--> statement-breakpoint
CREATE TRIGGER trip_tickets_changed AFTER UPDATE ON reservations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_tickets_changed();
--> statement-breakpoint
CREATE TRIGGER trip_tickets_deleted AFTER DELETE ON reservations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trip_tickets_deleted();
