CREATE TABLE "platform_day_sales" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv_paise" bigint DEFAULT 0 NOT NULL,
	"commission_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_day_sales_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "restaurant_day_dishes" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"named_at" timestamp with time zone NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gross_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_day_dishes_restaurant_id_day_product_id_pk" PRIMARY KEY("restaurant_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_day_ledger" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_day_ledger_restaurant_id_day_account_kind_pk" PRIMARY KEY("restaurant_id","day","account","kind")
);
--> statement-breakpoint
CREATE TABLE "restaurant_day_sales" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_paise" bigint DEFAULT 0 NOT NULL,
	"gmv_paise" bigint DEFAULT 0 NOT NULL,
	"commission_paise" bigint DEFAULT 0 NOT NULL,
	"commission_gst_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_day_sales_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
ALTER TABLE "restaurant_day_dishes" ADD CONSTRAINT "restaurant_day_dishes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_day_ledger" ADD CONSTRAINT "restaurant_day_ledger_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_day_sales" ADD CONSTRAINT "restaurant_day_sales_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Everything below keeps the rollups of db/schema/rollups.ts (decision 015) in the transaction of the change that
-- causes them: no application code writes them. The India day of an instant: UTC+05:30, no daylight saving (the
-- offset of packages/contract reports.ts).
CREATE FUNCTION "india_day"("at" timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (("at" AT TIME ZONE 'UTC') + interval '330 minutes')::date
$$;--> statement-breakpoint
-- Orders that reached DELIVERED: their sale on the day they were placed (restaurant, dishes, platform shard).
-- PL/pgSQL rather than SQL functions: a connection plans their statements once and keeps the plans, where a SQL
-- function is planned again at every call (every order placed, every delivery).
CREATE FUNCTION "rollup_delivered_orders"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "restaurant_day_sales" AS s ("restaurant_id", "day", "orders", "gross_paise", "gmv_paise")
  SELECT o."restaurant_id", india_day(o."created_at"), count(*), sum(o."subtotal_paise" + o."packaging_paise"),
         sum(o."total_paise")
  FROM unnest("ids") AS x("id") JOIN "orders" o ON o."id" = x."id"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("restaurant_id", "day") DO UPDATE SET "orders" = s."orders" + excluded."orders",
    "gross_paise" = s."gross_paise" + excluded."gross_paise", "gmv_paise" = s."gmv_paise" + excluded."gmv_paise";

  INSERT INTO "restaurant_day_dishes" AS d
    ("restaurant_id", "day", "product_id", "name", "named_at", "quantity", "gross_paise")
  SELECT i."restaurant_id", i."day", i."product_id", (array_agg(i."name" ORDER BY i."placed" DESC))[1], max(i."placed"),
         sum(i."quantity"), sum(i."gross")
  FROM (
    SELECT o."restaurant_id", india_day(o."created_at") AS "day", item->>'productId' AS "product_id",
           item->>'name' AS "name", o."created_at" AS "placed", (item->>'quantity')::int AS "quantity",
           (item->>'totalPaise')::bigint AS "gross"
    FROM unnest("ids") AS x("id") JOIN "orders" o ON o."id" = x."id"
    CROSS JOIN LATERAL jsonb_array_elements(o."items") AS item
  ) i
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("restaurant_id", "day", "product_id") DO UPDATE SET
    "quantity" = d."quantity" + excluded."quantity", "gross_paise" = d."gross_paise" + excluded."gross_paise",
    "name" = CASE WHEN excluded."named_at" >= d."named_at" THEN excluded."name" ELSE d."name" END,
    "named_at" = greatest(d."named_at", excluded."named_at");

  INSERT INTO "platform_day_sales" AS p ("day", "shard", "orders", "gmv_paise")
  SELECT india_day(o."created_at"), hashtext(o."id"::text) & 15, count(*), sum(o."total_paise")
  FROM unnest("ids") AS x("id") JOIN "orders" o ON o."id" = x."id"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "shard") DO UPDATE SET "orders" = p."orders" + excluded."orders",
    "gmv_paise" = p."gmv_paise" + excluded."gmv_paise";
END
$$;--> statement-breakpoint
-- New ledger entries: a restaurant's by day posted (restaurant_payable, and the commission postings'), and the
-- commission and its GST on the day the order was placed.
CREATE FUNCTION "rollup_ledger_entries"("ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "restaurant_day_ledger" AS r ("restaurant_id", "day", "account", "kind", "amount_paise")
  SELECT e."restaurant_id", india_day(e."created_at"), e."account", e."kind", sum(e."amount_paise")
  FROM unnest("ids") AS x("id") JOIN "ledger_entries" e ON e."id" = x."id"
  WHERE e."restaurant_id" IS NOT NULL AND (e."account" = 'restaurant_payable' OR e."kind" = 'commission')
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("restaurant_id", "day", "account", "kind") DO UPDATE SET
    "amount_paise" = r."amount_paise" + excluded."amount_paise";

  -- Most statements (an order placed, cancelled, paid) post no commission: nothing more to add.
  IF NOT EXISTS (SELECT FROM "ledger_entries" e WHERE e."id" = ANY("ids") AND e."kind" = 'commission') THEN
    RETURN;
  END IF;
  INSERT INTO "restaurant_day_sales" AS s ("restaurant_id", "day", "commission_paise", "commission_gst_paise")
  SELECT o."restaurant_id", india_day(o."created_at"),
         -coalesce(sum(e."amount_paise") FILTER (WHERE e."account" = 'platform_revenue'), 0),
         -coalesce(sum(e."amount_paise") FILTER (WHERE e."account" = 'gst_payable'), 0)
  FROM unnest("ids") AS x("id") JOIN "ledger_entries" e ON e."id" = x."id" JOIN "orders" o ON o."id" = e."order_id"
  WHERE e."kind" = 'commission' AND e."account" IN ('platform_revenue', 'gst_payable')
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("restaurant_id", "day") DO UPDATE SET
    "commission_paise" = s."commission_paise" + excluded."commission_paise",
    "commission_gst_paise" = s."commission_gst_paise" + excluded."commission_gst_paise";

  INSERT INTO "platform_day_sales" AS p ("day", "shard", "commission_paise")
  SELECT india_day(o."created_at"), hashtext(o."id"::text) & 15, -sum(e."amount_paise")
  FROM unnest("ids") AS x("id") JOIN "ledger_entries" e ON e."id" = x."id" JOIN "orders" o ON o."id" = e."order_id"
  WHERE e."kind" = 'commission' AND e."account" = 'platform_revenue'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "shard") DO UPDATE SET "commission_paise" = p."commission_paise" + excluded."commission_paise";
END
$$;--> statement-breakpoint
-- Rows are added in key order, so two transactions adding to the same rows wait for each other, never deadlock.
CREATE FUNCTION "orders_delivered_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rollup_delivered_orders(array(SELECT n."id" FROM "new_orders" n WHERE n."status" = 'DELIVERED'));
  ELSE
    PERFORM rollup_delivered_orders(array(
      SELECT n."id" FROM "new_orders" n JOIN "old_orders" o ON o."id" = n."id"
      WHERE n."status" = 'DELIVERED' AND o."status" <> 'DELIVERED'));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_delivered_rollups_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "orders_delivered_rollups"();--> statement-breakpoint
CREATE TRIGGER "orders_delivered_rollups_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders" FOR EACH STATEMENT
EXECUTE FUNCTION "orders_delivered_rollups"();--> statement-breakpoint
CREATE FUNCTION "ledger_entries_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rollup_ledger_entries(array(SELECT n."id" FROM "new_entries" n ORDER BY n."id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_rollups" AFTER INSERT ON "ledger_entries"
REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_rollups"();--> statement-breakpoint
-- Rebuilds every rollup from the orders and the ledger: the backfill below, and a bulk load that ran without
-- triggers (bench/reports.mjs). Truncating is not a row change, so it needs no trigger of its own.
CREATE FUNCTION "rebuild_report_rollups"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "restaurant_day_sales", "restaurant_day_dishes", "platform_day_sales", "restaurant_day_ledger";
  SELECT rollup_delivered_orders(array(SELECT "id" FROM "orders" WHERE "status" = 'DELIVERED'));
  SELECT rollup_ledger_entries(array(
    SELECT "id" FROM "ledger_entries"
    WHERE "restaurant_id" IS NOT NULL AND ("account" = 'restaurant_payable' OR "kind" = 'commission')));
$$;--> statement-breakpoint
SELECT rebuild_report_rollups();
