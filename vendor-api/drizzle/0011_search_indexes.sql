-- Trigram indexes for the lists' substring searches (docs/scale-contract.md section 3). pg_trgm ships with PostgreSQL's
-- contrib and is loaded as an extension by PGlite (db/connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_name_trgm_idx" ON "orders" USING gin (("contact_first_name" || ' ' || "contact_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_contact_email_trgm_idx" ON "orders" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_transaction_trgm_idx" ON "payments" USING gin ("transaction_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_trip_status_idx" ON "reservations" USING btree ("trip_id","status","held");