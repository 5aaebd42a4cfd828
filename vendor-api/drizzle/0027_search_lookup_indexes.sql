DROP INDEX "payments_tenant_created_type_idx";--> statement-breakpoint
DROP INDEX "payments_tenant_last4_order_idx";--> statement-breakpoint
CREATE INDEX "orders_tenant_number_length_idx" ON "orders" USING btree ("tenant_id",length(lower("order_number")),lower("order_number"));--> statement-breakpoint
CREATE INDEX "payments_tenant_transactions_created_idx" ON "payments" USING btree ("tenant_id","created_at","id") WHERE "payments"."payment_type" in (1, 2, 9, 10);--> statement-breakpoint
CREATE INDEX "payments_tenant_last4_order_type_idx" ON "payments" USING btree ("tenant_id","card_last4","order_id","payment_type");