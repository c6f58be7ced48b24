CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_url_owner_key" ON "media" USING btree ("url","owner_id");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
-- Pictures restaurants already show become their owner's, so owners may keep using them anywhere in their restaurant.
INSERT INTO "media" ("url", "owner_id", "purpose")
SELECT "logo", "owner_id", 'logo' FROM "restaurants" WHERE "logo" IS NOT NULL
UNION SELECT "cover", "owner_id", 'cover' FROM "restaurants" WHERE "cover" IS NOT NULL
UNION SELECT unnest("gallery"), "owner_id", 'gallery' FROM "restaurants"
UNION SELECT p."image", r."owner_id", 'product' FROM "products" p JOIN "restaurants" r ON r."id" = p."restaurant_id"
  WHERE p."image" IS NOT NULL
ON CONFLICT DO NOTHING;
