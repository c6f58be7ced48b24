DROP INDEX "refunds_order_key";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
-- Every refund so far was its order's own refund, of the payment the order was paid with.
UPDATE "refunds" SET "provider_payment_id" = "orders"."provider_payment_id"
FROM "orders" WHERE "orders"."id" = "refunds"."order_id";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."kind" = 'order';
