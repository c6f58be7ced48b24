ALTER TABLE "orders" ADD COLUMN "commission_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_gst_paise" bigint;--> statement-breakpoint
-- The commission and its GST of an order, copied onto its row when its commission posting is written (one per
-- delivered order, none at 0 %: the columns stay null and read as 0), so the report lists orders without a ledger
-- lookup per row (decision 015). Set, not added: copying twice gives the same row.
CREATE FUNCTION "copy_order_commissions"("ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM "ledger_entries" e WHERE e."id" = ANY("ids") AND e."kind" = 'commission') THEN
    RETURN;
  END IF;
  -- Summed over all of the order's commission entries, not only the new ones: a bulk load (the demo history) may
  -- write one posting's entries in two statements.
  UPDATE "orders" o SET "commission_paise" = c."commission", "commission_gst_paise" = c."gst"
  FROM (
    SELECT e."order_id",
           -coalesce(sum(e."amount_paise") FILTER (WHERE e."account" = 'platform_revenue'), 0) AS "commission",
           -coalesce(sum(e."amount_paise") FILTER (WHERE e."account" = 'gst_payable'), 0) AS "gst"
    FROM "ledger_entries" e
    WHERE e."kind" = 'commission' AND e."order_id" IN (
      SELECT n."order_id" FROM unnest("ids") AS x("id") JOIN "ledger_entries" n ON n."id" = x."id"
      WHERE n."kind" = 'commission' AND n."order_id" IS NOT NULL)
    GROUP BY 1
  ) c
  WHERE o."id" = c."order_id";
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_entries_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" bigint[] := array(SELECT n."id" FROM "new_entries" n ORDER BY n."id");
BEGIN
  PERFORM rollup_ledger_entries("ids");
  PERFORM copy_order_commissions("ids");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_report_rollups"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "restaurant_day_sales", "restaurant_day_dishes", "platform_day_sales", "restaurant_day_ledger";
  SELECT rollup_delivered_orders(array(SELECT "id" FROM "orders" WHERE "status" = 'DELIVERED'));
  SELECT rollup_ledger_entries(array(
    SELECT "id" FROM "ledger_entries"
    WHERE "restaurant_id" IS NOT NULL AND ("account" = 'restaurant_payable' OR "kind" = 'commission')));
  SELECT copy_order_commissions(array(SELECT "id" FROM "ledger_entries" WHERE "kind" = 'commission'));
$$;--> statement-breakpoint
SELECT copy_order_commissions(array(SELECT "id" FROM "ledger_entries" WHERE "kind" = 'commission'));
