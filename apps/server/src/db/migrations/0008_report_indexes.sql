DROP INDEX "ledger_entries_restaurant_idx";--> statement-breakpoint
DROP INDEX "orders_restaurant_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_restaurant_idx" ON "ledger_entries" USING btree ("restaurant_id","account","created_at","kind","amount_paise");--> statement-breakpoint
CREATE INDEX "orders_restaurant_idx" ON "orders" USING btree ("restaurant_id","created_at" DESC NULLS LAST,"status","subtotal_paise","packaging_paise");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"status","total_paise");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"restaurant_id","subtotal_paise","total_paise");