ALTER TABLE "order_history" ADD COLUMN "params" jsonb;--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("tenant_id",lower("actor"),"id");--> statement-breakpoint
CREATE INDEX "audit_entries_time_idx" ON "audit_entries" USING btree ("tenant_id","created_at");