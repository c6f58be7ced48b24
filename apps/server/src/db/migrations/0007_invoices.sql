CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_series_last_sequence_check" CHECK ("invoice_series"."last_sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_year_sequence_key" UNIQUE("financial_year","sequence"),
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;