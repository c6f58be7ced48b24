CREATE TABLE "order_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rider_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_tips_status_check" CHECK ("order_tips"."status" in ('PENDING','PAID','FAILED')),
	CONSTRAINT "order_tips_amount_check" CHECK ("order_tips"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tips" ADD CONSTRAINT "order_tips_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tips_provider_order_key" ON "order_tips" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tips_paid_order_key" ON "order_tips" USING btree ("order_id") WHERE "order_tips"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "order_tips_order_idx" ON "order_tips" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale','payment_captured','cash_collected','commission','rider_payout','sale_reversal','cancellation_fee','refund','restaurant_payout','rider_cash_deposit','tip_paid'));