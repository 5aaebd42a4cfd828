CREATE TABLE "ledger_daily_methods" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"payment_type" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ledger_daily_methods_tenant_id_day_payment_type_pk" PRIMARY KEY("tenant_id","day","payment_type")
);
--> statement-breakpoint
CREATE TABLE "ledger_daily_sales" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "ledger_daily_sales_tenant_id_day_channel_id_pk" PRIMARY KEY("tenant_id","day","channel_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_methods" ADD CONSTRAINT "ledger_daily_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily_sales" ADD CONSTRAINT "ledger_daily_sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The rollups follow the ledger (docs/money-contract.md sections 1 and 4): sold orders are states 1 and 3; money
-- payments are settled (pay states 1, 6, 8) and neither coupon (7) nor groupon (8) codes. Inserts add their share
-- (the bulk path: seed and generate-orders write thousands of new orders a statement); an update or a delete rebuilds
-- the local days it touches from the base tables; a new time zone rebuilds the tenant.
CREATE FUNCTION ledger_rebuild_days(p_tenant integer, p_days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  first_day date;
  last_day date;
BEGIN
  SELECT time_zone INTO tz FROM tenants WHERE id = p_tenant;
  IF p_days IS NULL THEN
    SELECT min((created_at AT TIME ZONE tz)::date), max((created_at AT TIME ZONE tz)::date)
      INTO first_day, last_day FROM orders WHERE tenant_id = p_tenant;
    DELETE FROM ledger_daily_sales WHERE tenant_id = p_tenant;
    DELETE FROM ledger_daily_methods WHERE tenant_id = p_tenant;
  ELSE
    SELECT min(d), max(d) INTO first_day, last_day FROM unnest(p_days) AS d;
    DELETE FROM ledger_daily_sales WHERE tenant_id = p_tenant AND day = ANY (p_days);
    DELETE FROM ledger_daily_methods WHERE tenant_id = p_tenant AND day = ANY (p_days);
  END IF;
  IF first_day IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO ledger_daily_sales (tenant_id, day, channel_id, orders, gross, tickets)
    SELECT p_tenant, (o.created_at AT TIME ZONE tz)::date, o.channel_id, count(*), sum(o.pay_amount),
           coalesce(sum((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id)), 0)
      FROM orders o
     WHERE o.tenant_id = p_tenant AND o.state IN (1, 3)
       AND o.created_at >= (first_day::timestamp AT TIME ZONE tz)
       AND o.created_at < ((last_day + 1)::timestamp AT TIME ZONE tz)
       AND (p_days IS NULL OR (o.created_at AT TIME ZONE tz)::date = ANY (p_days))
     GROUP BY 2, 3;
  INSERT INTO ledger_daily_methods (tenant_id, day, payment_type, amount, count)
    SELECT p_tenant, (o.created_at AT TIME ZONE tz)::date, p.payment_type, sum(p.amount), count(*)
      FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.tenant_id = p_tenant AND o.state IN (1, 3)
       AND p.pay_status IN (1, 6, 8) AND p.payment_type NOT IN (7, 8)
       AND o.created_at >= (first_day::timestamp AT TIME ZONE tz)
       AND o.created_at < ((last_day + 1)::timestamp AT TIME ZONE tz)
       AND (p_days IS NULL OR (o.created_at AT TIME ZONE tz)::date = ANY (p_days))
     GROUP BY 2, 3;
END $$;
--> statement-breakpoint
-- A new order has no lines or payments yet (both reference it): it adds its count and pay amount, they add the rest.
CREATE FUNCTION ledger_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_sales AS d (tenant_id, day, channel_id, orders, gross, tickets)
    SELECT n.tenant_id, (n.created_at AT TIME ZONE t.time_zone)::date, n.channel_id, count(*), sum(n.pay_amount), 0
      FROM new_rows n JOIN tenants t ON t.id = n.tenant_id
     WHERE n.state IN (1, 3)
     GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, channel_id) DO UPDATE
    SET orders = d.orders + excluded.orders, gross = d.gross + excluded.gross;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each new line or payment looks its order up by id (OFFSET 0 keeps the lookup a subquery: a join would be planned
-- from statistics a bulk load has outgrown, as a scan of every order per statement).
CREATE FUNCTION ledger_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_sales AS d (tenant_id, day, channel_id, orders, gross, tickets)
    SELECT o.tenant_id, (o.created_at AT TIME ZONE t.time_zone)::date, o.channel_id, 0, 0, sum(n.quantity)
      FROM new_rows n
      CROSS JOIN LATERAL (
        SELECT tenant_id, created_at, channel_id, state FROM orders WHERE id = n.order_id OFFSET 0) o
      JOIN tenants t ON t.id = o.tenant_id
     WHERE o.state IN (1, 3)
     GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, channel_id) DO UPDATE SET tickets = d.tickets + excluded.tickets;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_payments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_methods AS d (tenant_id, day, payment_type, amount, count)
    SELECT o.tenant_id, (o.created_at AT TIME ZONE t.time_zone)::date, n.payment_type, sum(n.amount), count(*)
      FROM new_rows n
      CROSS JOIN LATERAL (
        SELECT tenant_id, created_at, channel_id, state FROM orders WHERE id = n.order_id OFFSET 0) o
      JOIN tenants t ON t.id = o.tenant_id
     WHERE o.state IN (1, 3) AND n.pay_status IN (1, 6, 8) AND n.payment_type NOT IN (7, 8)
     GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, payment_type) DO UPDATE
    SET amount = d.amount + excluded.amount, count = d.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The local days of some orders (by id), per tenant, rebuilt. Rows an update or delete touched name their orders.
CREATE FUNCTION ledger_rebuild_orders(p_orders integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT o.tenant_id, array_agg(DISTINCT (o.created_at AT TIME ZONE t.time_zone)::date) AS days
      FROM orders o JOIN tenants t ON t.id = o.tenant_id
     WHERE o.id = ANY (p_orders)
     GROUP BY o.tenant_id
  LOOP
    PERFORM ledger_rebuild_days(r.tenant_id, r.days);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- Old and new days both: an order whose time, tenant or state changed leaves one day and may join another.
  FOR r IN
    SELECT c.tenant_id, array_agg(DISTINCT (c.created_at AT TIME ZONE t.time_zone)::date) AS days
      FROM (SELECT tenant_id, created_at FROM old_rows
            UNION ALL SELECT tenant_id, created_at FROM new_rows) c
      JOIN tenants t ON t.id = c.tenant_id
     GROUP BY c.tenant_id
  LOOP
    PERFORM ledger_rebuild_days(r.tenant_id, r.days);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT c.tenant_id, array_agg(DISTINCT (c.created_at AT TIME ZONE t.time_zone)::date) AS days
      FROM old_rows c JOIN tenants t ON t.id = c.tenant_id
     GROUP BY c.tenant_id
  LOOP
    PERFORM ledger_rebuild_days(r.tenant_id, r.days);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_children_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_rebuild_orders(ARRAY(SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_children_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A cascade from a deleted order finds no order here: the order's own trigger rebuilt its days.
  PERFORM ledger_rebuild_orders(ARRAY(SELECT order_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_rebuild_days(NEW.id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER ledger_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_orders_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_orders_deleted();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_inserted();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_update AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_children_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_children_deleted();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_payments_inserted();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_children_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_children_deleted();
--> statement-breakpoint
CREATE TRIGGER ledger_time_zone_update AFTER UPDATE OF time_zone ON tenants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION ledger_time_zone_changed();
--> statement-breakpoint
SELECT ledger_rebuild_days(id, NULL) FROM tenants;
