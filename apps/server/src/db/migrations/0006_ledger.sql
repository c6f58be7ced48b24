CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"order_id" uuid,
	"restaurant_id" uuid,
	"rider_id" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale','payment_captured','cash_collected','commission','rider_payout','sale_reversal','cancellation_fee','refund','restaurant_payout','rider_cash_deposit')),
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('customer','gateway','cash_with_rider','restaurant_payable','rider_payable','platform_revenue','gst_payable','bank')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_restaurant_idx" ON "ledger_entries" USING btree ("restaurant_id","account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_rider_idx" ON "ledger_entries" USING btree ("rider_id","account","created_at");--> statement-breakpoint
-- Entries are immutable: a correction is a new posting, never an edit. No code path updates or deletes them, and the
-- database refuses it too (TRUNCATE, used by the seed's reset, is not a row change and stays allowed).
CREATE FUNCTION "ledger_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are immutable: post a correcting entry instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "ledger_entries_immutable"();
