CREATE TABLE "statement_payouts" (
	"tenant_id" integer NOT NULL,
	"month" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_payouts_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
CREATE TABLE "statement_rates" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"card_rate" numeric(6, 4) NOT NULL,
	"card_fixed" numeric(12, 2) NOT NULL,
	"commission_rate" numeric(6, 4) NOT NULL,
	"chargeback_fee" numeric(12, 2) NOT NULL,
	"subscription_fee" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_back_time" timestamp with time zone;--> statement-breakpoint
-- Existing chargebacks were opened about three weeks after the payment; the demo data never goes past its reference date 2025-10-01 (docs/money-contract.md section 1).
UPDATE "payments" SET "charge_back_time" = CASE
	WHEN coalesce("pay_time", "created_at") < timestamptz '2025-10-01T00:00:00Z'
		THEN least(coalesce("pay_time", "created_at") + interval '21 days', timestamptz '2025-10-01T00:00:00Z')
	ELSE coalesce("pay_time", "created_at") + interval '21 days'
END WHERE "charge_back_status" <> 0;--> statement-breakpoint
ALTER TABLE "statement_payouts" ADD CONSTRAINT "statement_payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_rates" ADD CONSTRAINT "statement_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tenant_sold_idx" ON "orders" USING btree ("tenant_id","created_at","id","pay_amount","channel_id") WHERE "orders"."state" in (1, 3);--> statement-breakpoint
CREATE INDEX "payments_tenant_pay_time_idx" ON "payments" USING btree ("tenant_id","pay_time");--> statement-breakpoint
CREATE INDEX "payments_tenant_charge_back_idx" ON "payments" USING btree ("tenant_id","charge_back_time") WHERE "payments"."charge_back_time" is not null;--> statement-breakpoint
CREATE INDEX "refund_orders_tenant_completed_idx" ON "refund_orders" USING btree ("tenant_id","complete_time") WHERE "refund_orders"."state" = 3;