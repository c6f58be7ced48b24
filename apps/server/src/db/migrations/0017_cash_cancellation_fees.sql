ALTER TABLE "orders" ADD COLUMN "fee_carried_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dues_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previous_fees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_carried_by_orders_id_fk" FOREIGN KEY ("fee_carried_by") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cash_fees_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'CANCELLED' and "orders"."payment_mode" = 'COD' and "orders"."cancellation_fee_paise" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dues_check" CHECK ("orders"."dues_paise" >= 0);