CREATE TABLE "ledger_daily_losses" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"refunds" numeric(14, 2) NOT NULL,
	"refund_count" integer NOT NULL,
	"chargebacks" numeric(14, 2) NOT NULL,
	"chargeback_count" integer NOT NULL,
	"chargebacks_opened" integer NOT NULL,
	CONSTRAINT "ledger_daily_losses_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_monthly_amounts" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ledger_monthly_amounts_tenant_id_month_kind_amount_pk" PRIMARY KEY("tenant_id","month","kind","amount")
);
--> statement-breakpoint
DROP INDEX "payments_tenant_charge_back_idx";--> statement-breakpoint
ALTER TABLE "ledger_daily_losses" ADD CONSTRAINT "ledger_daily_losses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_monthly_amounts" ADD CONSTRAINT "ledger_monthly_amounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_daily_losses_zero_idx" ON "ledger_daily_losses" USING btree ("tenant_id") WHERE "ledger_daily_losses"."refund_count" = 0 and "ledger_daily_losses"."chargeback_count" = 0 and "ledger_daily_losses"."chargebacks_opened" = 0;--> statement-breakpoint
CREATE INDEX "ledger_monthly_amounts_zero_idx" ON "ledger_monthly_amounts" USING btree ("tenant_id") WHERE "ledger_monthly_amounts"."count" = 0;--> statement-breakpoint
CREATE INDEX "payments_tenant_charge_back_idx" ON "payments" USING btree ("tenant_id","charge_back_time","id","charge_back_status") WHERE "payments"."charge_back_time" is not null;--> statement-breakpoint
-- The statement rollups follow the ledger's events (docs/money-contract.md sections 1, 3 and 4), each in the local
-- month or day of its own time: sold orders are states 1 and 3 (by created_at); processing fees are per settled (pay
-- states 1, 6, 8) card or Apple Pay (types 1, 10) payment (by pay_time); refunds are completed ones (state 3, by
-- complete_time); chargebacks count from charge_back_time, the lost ones (status 3) with their amount, any but none
-- (0) for the fee. Every statement on orders, payments and refund_orders adds what it changed (its new rows less its
-- old ones, per key, in key order so that two writers lock rows in one order) and drops the rows it brought to zero;
-- a new time zone rebuilds the tenant. ledger_rebuild_statement_rollups and the *_apply functions state the same rules.
CREATE FUNCTION ledger_rebuild_statement_rollups(p_tenant integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  SELECT time_zone INTO tz FROM tenants WHERE id = p_tenant;
  DELETE FROM ledger_monthly_amounts WHERE tenant_id = p_tenant;
  DELETE FROM ledger_daily_losses WHERE tenant_id = p_tenant;
  INSERT INTO ledger_monthly_amounts (tenant_id, month, kind, amount, count)
    SELECT p_tenant, date_trunc('month', created_at AT TIME ZONE tz)::date, 'order', pay_amount, count(*)
      FROM orders WHERE tenant_id = p_tenant AND state IN (1, 3)
     GROUP BY 2, 4
    UNION ALL
    SELECT p_tenant, date_trunc('month', pay_time AT TIME ZONE tz)::date, 'processing_fee', amount, count(*)
      FROM payments
     WHERE tenant_id = p_tenant AND payment_type IN (1, 10) AND pay_status IN (1, 6, 8) AND pay_time IS NOT NULL
     GROUP BY 2, 4;
  INSERT INTO ledger_daily_losses (tenant_id, day, refunds, refund_count, chargebacks, chargeback_count,
                                   chargebacks_opened)
    SELECT p_tenant, day, sum(refunds), sum(refund_count), sum(chargebacks), sum(chargeback_count), sum(opened)
      FROM (SELECT (complete_time AT TIME ZONE tz)::date AS day, amount AS refunds, 1 AS refund_count,
                   0 AS chargebacks, 0 AS chargeback_count, 0 AS opened
              FROM refund_orders WHERE tenant_id = p_tenant AND state = 3 AND complete_time IS NOT NULL
            UNION ALL
            SELECT (charge_back_time AT TIME ZONE tz)::date, 0, 0,
                   CASE WHEN charge_back_status = 3 THEN charge_back_amount ELSE 0 END,
                   (charge_back_status = 3)::int, 1
              FROM payments WHERE tenant_id = p_tenant AND charge_back_time IS NOT NULL AND charge_back_status <> 0) e
     GROUP BY day;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_orders_statement_apply(p_old orders[], p_new orders[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_monthly_amounts AS m (tenant_id, month, kind, amount, count)
    SELECT c.tenant_id, date_trunc('month', c.created_at AT TIME ZONE t.time_zone)::date, 'order', c.pay_amount,
           sum(c.sign)
      FROM (SELECT tenant_id, created_at, pay_amount, state, -1 AS sign FROM unnest(p_old)
            UNION ALL SELECT tenant_id, created_at, pay_amount, state, 1 FROM unnest(p_new)) c
      JOIN tenants t ON t.id = c.tenant_id
     WHERE c.state IN (1, 3)
     GROUP BY 1, 2, 3, 4 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, month, kind, amount) DO UPDATE SET count = m.count + excluded.count;
  DELETE FROM ledger_monthly_amounts WHERE count = 0 AND tenant_id IN (SELECT tenant_id FROM unnest(p_old));
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_payments_statement_apply(p_old payments[], p_new payments[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_monthly_amounts AS m (tenant_id, month, kind, amount, count)
    SELECT c.tenant_id, date_trunc('month', c.pay_time AT TIME ZONE t.time_zone)::date, 'processing_fee', c.amount,
           sum(c.sign)
      FROM (SELECT tenant_id, payment_type, pay_status, amount, pay_time, -1 AS sign FROM unnest(p_old)
            UNION ALL SELECT tenant_id, payment_type, pay_status, amount, pay_time, 1 FROM unnest(p_new)) c
      JOIN tenants t ON t.id = c.tenant_id
     WHERE c.payment_type IN (1, 10) AND c.pay_status IN (1, 6, 8) AND c.pay_time IS NOT NULL
     GROUP BY 1, 2, 3, 4 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, month, kind, amount) DO UPDATE SET count = m.count + excluded.count;
  INSERT INTO ledger_daily_losses AS d (tenant_id, day, refunds, refund_count, chargebacks, chargeback_count,
                                        chargebacks_opened)
    SELECT c.tenant_id, (c.charge_back_time AT TIME ZONE t.time_zone)::date, 0, 0,
           coalesce(sum(c.sign * c.charge_back_amount) FILTER (WHERE c.charge_back_status = 3), 0),
           coalesce(sum(c.sign) FILTER (WHERE c.charge_back_status = 3), 0), sum(c.sign)
      FROM (SELECT tenant_id, charge_back_status, charge_back_amount, charge_back_time, -1 AS sign FROM unnest(p_old)
            UNION ALL
            SELECT tenant_id, charge_back_status, charge_back_amount, charge_back_time, 1 FROM unnest(p_new)) c
      JOIN tenants t ON t.id = c.tenant_id
     WHERE c.charge_back_time IS NOT NULL AND c.charge_back_status <> 0
     GROUP BY 1, 2
    HAVING sum(c.sign) <> 0 OR coalesce(sum(c.sign) FILTER (WHERE c.charge_back_status = 3), 0) <> 0
        OR coalesce(sum(c.sign * c.charge_back_amount) FILTER (WHERE c.charge_back_status = 3), 0) <> 0
     ORDER BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE
    SET chargebacks = d.chargebacks + excluded.chargebacks,
        chargeback_count = d.chargeback_count + excluded.chargeback_count,
        chargebacks_opened = d.chargebacks_opened + excluded.chargebacks_opened;
  DELETE FROM ledger_monthly_amounts WHERE count = 0 AND tenant_id IN (SELECT tenant_id FROM unnest(p_old));
  DELETE FROM ledger_daily_losses
   WHERE refund_count = 0 AND chargeback_count = 0 AND chargebacks_opened = 0
     AND tenant_id IN (SELECT tenant_id FROM unnest(p_old));
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_refunds_statement_apply(p_old refund_orders[], p_new refund_orders[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_losses AS d (tenant_id, day, refunds, refund_count, chargebacks, chargeback_count,
                                        chargebacks_opened)
    SELECT c.tenant_id, (c.complete_time AT TIME ZONE t.time_zone)::date, sum(c.sign * c.amount), sum(c.sign), 0, 0, 0
      FROM (SELECT tenant_id, state, amount, complete_time, -1 AS sign FROM unnest(p_old)
            UNION ALL SELECT tenant_id, state, amount, complete_time, 1 FROM unnest(p_new)) c
      JOIN tenants t ON t.id = c.tenant_id
     WHERE c.state = 3 AND c.complete_time IS NOT NULL
     GROUP BY 1, 2 HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount) <> 0 ORDER BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE
    SET refunds = d.refunds + excluded.refunds, refund_count = d.refund_count + excluded.refund_count;
  DELETE FROM ledger_daily_losses
   WHERE refund_count = 0 AND chargeback_count = 0 AND chargebacks_opened = 0
     AND tenant_id IN (SELECT tenant_id FROM unnest(p_old));
END $$;
--> statement-breakpoint
-- One trigger function per table for its three statements: each hands the rows it has to the table's apply function
-- (an insert has no old rows, a delete no new ones; an update's unchanged rows cancel out there). A deleted order's
-- payments and refunds go with it by cascade, and their own statements take them out.
CREATE FUNCTION ledger_orders_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_orders_statement_apply('{}', ARRAY(SELECT n::orders FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_orders_statement_apply(ARRAY(SELECT o::orders FROM old_rows o), '{}');
  ELSE
    PERFORM ledger_orders_statement_apply(ARRAY(SELECT o::orders FROM old_rows o),
                                          ARRAY(SELECT n::orders FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_payments_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_payments_statement_apply('{}', ARRAY(SELECT n::payments FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_payments_statement_apply(ARRAY(SELECT o::payments FROM old_rows o), '{}');
  ELSE
    PERFORM ledger_payments_statement_apply(ARRAY(SELECT o::payments FROM old_rows o),
                                            ARRAY(SELECT n::payments FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_refunds_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_refunds_statement_apply('{}', ARRAY(SELECT n::refund_orders FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_refunds_statement_apply(ARRAY(SELECT o::refund_orders FROM old_rows o), '{}');
  ELSE
    PERFORM ledger_refunds_statement_apply(ARRAY(SELECT o::refund_orders FROM old_rows o),
                                           ARRAY(SELECT n::refund_orders FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_statement_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_rebuild_statement_rollups(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_orders_statement_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_orders_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_orders_statement_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_orders_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_orders_statement_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_orders_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_statement_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_payments_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_statement_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_payments_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_statement_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_payments_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_refunds_statement_insert AFTER INSERT ON refund_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refunds_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_refunds_statement_update AFTER UPDATE ON refund_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_refunds_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_refunds_statement_delete AFTER DELETE ON refund_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refunds_statement();
--> statement-breakpoint
CREATE TRIGGER ledger_statement_time_zone_update AFTER UPDATE OF time_zone ON tenants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION ledger_statement_time_zone_changed();
--> statement-breakpoint
SELECT ledger_rebuild_statement_rollups(id) FROM tenants;
