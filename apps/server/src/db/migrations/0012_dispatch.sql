CREATE TABLE "dispatch_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rider_id" uuid,
	"actor_id" uuid,
	"reason" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispatch_decisions_kind_check" CHECK ("dispatch_decisions"."kind" in ('offered','accepted','declined','expired','withdrawn','manual'))
);
--> statement-breakpoint
CREATE TABLE "dispatch_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"rider_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"score" real,
	"batched_with" text,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "dispatch_offers_status_check" CHECK ("dispatch_offers"."status" in ('open','accepted','declined','expired','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "rider_positions" (
	"rider_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" real,
	"at" timestamp with time zone NOT NULL,
	"dropped_fixes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"rider_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispatch_decisions" ADD CONSTRAINT "dispatch_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_decisions" ADD CONSTRAINT "dispatch_decisions_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_decisions" ADD CONSTRAINT "dispatch_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_positions" ADD CONSTRAINT "rider_positions_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_points" ADD CONSTRAINT "track_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_points" ADD CONSTRAINT "track_points_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_decisions_order_idx" ON "dispatch_decisions" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_offers_open_order_key" ON "dispatch_offers" USING btree ("order_id") WHERE "dispatch_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_offers_open_rider_key" ON "dispatch_offers" USING btree ("rider_id") WHERE "dispatch_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "dispatch_offers_order_idx" ON "dispatch_offers" USING btree ("order_id","offered_at");--> statement-breakpoint
CREATE INDEX "dispatch_offers_expiry_idx" ON "dispatch_offers" USING btree ("expires_at") WHERE "dispatch_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "track_points_order_idx" ON "track_points" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "track_points_at_idx" ON "track_points" USING btree ("at");