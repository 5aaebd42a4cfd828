DROP INDEX "payments_tenant_created_idx";--> statement-breakpoint
CREATE INDEX "payments_tenant_created_type_idx" ON "payments" USING btree ("tenant_id","created_at","id","payment_type");