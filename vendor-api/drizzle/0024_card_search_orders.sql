DROP INDEX "payments_tenant_last4_idx";--> statement-breakpoint
CREATE INDEX "payments_tenant_last4_order_idx" ON "payments" USING btree ("tenant_id","card_last4","order_id");