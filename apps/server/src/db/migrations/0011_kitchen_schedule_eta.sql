ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sms_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "order_cap_per_window" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "learned_preparation_minutes" integer;--> statement-breakpoint
CREATE INDEX "orders_sms_due_idx" ON "orders" USING btree ("sms_due_at") WHERE "orders"."status" = 'PENDING' and "orders"."sms_sent_at" is null and "orders"."sms_due_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_cancel_due_idx" ON "orders" USING btree ("cancel_due_at") WHERE "orders"."status" = 'PENDING' and "orders"."cancel_due_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_release_idx" ON "orders" USING btree ("release_at") WHERE "orders"."release_at" is not null and "orders"."kitchen_at" is null and "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "orders_ready_idx" ON "orders" USING btree ("restaurant_id","ready_at" DESC NULLS LAST) WHERE "orders"."ready_at" is not null;--> statement-breakpoint
-- Existing orders: the kitchen got a cash order when it was placed and an online one when it was paid; acceptance and
-- readiness from the timeline. No escalation deadlines for orders placed before escalation existed.
UPDATE "orders" SET "kitchen_at" = CASE WHEN "payment_mode" = 'COD' THEN "created_at" ELSE "paid_at" END;--> statement-breakpoint
UPDATE "orders" o SET "accepted_at" = e.at FROM (
  SELECT "order_id", min("created_at") AS at FROM "order_events" WHERE "to_status" = 'ACCEPTED' GROUP BY "order_id"
) e WHERE e."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" o SET "ready_at" = e.at FROM (
  SELECT "order_id", min("created_at") AS at FROM "order_events" WHERE "to_status" = 'READY_FOR_PICKUP' GROUP BY "order_id"
) e WHERE e."order_id" = o."id";
