ALTER TABLE "orders" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_request_unique" ON "orders" USING btree ("tenant_id","request_id");