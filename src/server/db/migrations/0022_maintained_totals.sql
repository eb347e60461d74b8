CREATE TABLE "project_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_month_totals" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"professional_id" uuid NOT NULL,
	"entries" integer NOT NULL,
	"invoice_count" integer NOT NULL,
	"total_ex_btw" bigint NOT NULL,
	"lead_fees" bigint NOT NULL,
	"open_count" integer NOT NULL,
	"open_ex_btw" bigint NOT NULL,
	"open_lead_fees" bigint NOT NULL,
	CONSTRAINT "revenue_month_totals_year_month_professional_id_pk" PRIMARY KEY("year","month","professional_id")
);
--> statement-breakpoint
CREATE TABLE "user_role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- What each total must hold, counted from scratch: what `npm run db:recount` writes and the totals test compares.
CREATE VIEW "project_status_counts_recounted" AS
  SELECT "status", count(*)::int AS "n" FROM "projects" GROUP BY "status";--> statement-breakpoint
CREATE VIEW "user_role_counts_recounted" AS
  SELECT "role", count(*)::int AS "n" FROM "users" WHERE "deleted_at" IS NULL GROUP BY "role";--> statement-breakpoint
-- A month's money rows as the revenue page counts them: invoices paid in it, credit notes made in it of paid
-- invoices (they subtract amounts, not invoices), lead-fee entries of it; open while no payout item holds the row.
-- The month is the calendar month in the Netherlands (paid at 23:30 UTC on 31 January counts in February).
CREATE VIEW "revenue_month_totals_recounted" AS
  WITH "rows" AS (
    SELECT i."professional_id", i."subtotal_ex_btw"::bigint AS "ex", 0::bigint AS "fee", 1 AS "n", i."paid_at" AS "at",
        NOT EXISTS (SELECT 1 FROM "payout_items" pi WHERE pi."invoice_id" = i."id") AS "open"
      FROM "invoices" i
      WHERE i."status" = 'paid' AND i."credit_note_of" IS NULL AND i."paid_at" IS NOT NULL
    UNION ALL
    SELECT c."professional_id", c."subtotal_ex_btw", 0, 0, c."created_at",
        NOT EXISTS (SELECT 1 FROM "payout_items" pi WHERE pi."invoice_id" = c."id")
      FROM "invoices" c JOIN "invoices" o ON o."id" = c."credit_note_of"
      WHERE o."status" = 'paid'
    UNION ALL
    SELECT e."professional_id", 0, e."amount", 0, e."occurred_at",
        NOT EXISTS (SELECT 1 FROM "payout_items" pi WHERE pi."lead_fee_entry_id" = e."id")
      FROM "lead_fee_entries" e
  )
  SELECT extract(year FROM "at" AT TIME ZONE 'Europe/Amsterdam')::int AS "year",
    extract(month FROM "at" AT TIME ZONE 'Europe/Amsterdam')::int AS "month",
    "professional_id", count(*)::int AS "entries", sum("n")::int AS "invoice_count",
    sum("ex")::bigint AS "total_ex_btw", sum("fee")::bigint AS "lead_fees",
    (count(*) FILTER (WHERE "open"))::int AS "open_count",
    coalesce(sum("ex") FILTER (WHERE "open"), 0)::bigint AS "open_ex_btw",
    coalesce(sum("fee") FILTER (WHERE "open"), 0)::bigint AS "open_lead_fees"
  FROM "rows" WHERE "professional_id" IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
-- Rebuilds every total from scratch, with writes to the counted tables held off meanwhile.
CREATE FUNCTION "totals_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "projects", "users", "invoices", "lead_fee_entries", "payout_items" IN SHARE MODE;
  DELETE FROM "project_status_counts";
  INSERT INTO "project_status_counts" SELECT "status", "n" FROM "project_status_counts_recounted";
  DELETE FROM "user_role_counts";
  INSERT INTO "user_role_counts" SELECT "role", "n" FROM "user_role_counts_recounted";
  DELETE FROM "revenue_month_totals";
  INSERT INTO "revenue_month_totals" ("year", "month", "professional_id", "entries", "invoice_count", "total_ex_btw",
      "lead_fees", "open_count", "open_ex_btw", "open_lead_fees")
    SELECT "year", "month", "professional_id", "entries", "invoice_count", "total_ex_btw", "lead_fees", "open_count",
      "open_ex_btw", "open_lead_fees"
    FROM "revenue_month_totals_recounted";
END
$$;--> statement-breakpoint
-- Counts per status and per role: one statement-level trigger per kind of write, which adds what the statement's
-- rows changed per key in one upsert (a bulk INSERT … SELECT is one upsert per key, not one per row), keys in order
-- so two transactions take the counter rows in the same order.
CREATE FUNCTION "projects_status_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "project_status_counts" AS t ("status", "n")
      SELECT "status", count(*) FROM "new_rows" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "n" = t."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "project_status_counts" AS t ("status", "n")
      SELECT "status", -count(*) FROM "old_rows" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "n" = t."n" + excluded."n";
  ELSE
    INSERT INTO "project_status_counts" AS t ("status", "n")
      SELECT "status", sum("d") FROM (
        SELECT "status", 1 AS "d" FROM "new_rows" UNION ALL SELECT "status", -1 FROM "old_rows"
      ) x GROUP BY "status" HAVING sum("d") <> 0 ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "n" = t."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_totals_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "projects_status_totals"();--> statement-breakpoint
CREATE TRIGGER "projects_totals_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "projects_status_totals"();--> statement-breakpoint
CREATE TRIGGER "projects_totals_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "projects_status_totals"();--> statement-breakpoint
CREATE FUNCTION "users_role_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_role_counts" AS t ("role", "n")
      SELECT "role", count(*) FROM "new_rows" WHERE "deleted_at" IS NULL GROUP BY "role" ORDER BY "role"
      ON CONFLICT ("role") DO UPDATE SET "n" = t."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_role_counts" AS t ("role", "n")
      SELECT "role", -count(*) FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY "role" ORDER BY "role"
      ON CONFLICT ("role") DO UPDATE SET "n" = t."n" + excluded."n";
  ELSE
    INSERT INTO "user_role_counts" AS t ("role", "n")
      SELECT "role", sum("d") FROM (
        SELECT "role", 1 AS "d" FROM "new_rows" WHERE "deleted_at" IS NULL
        UNION ALL SELECT "role", -1 FROM "old_rows" WHERE "deleted_at" IS NULL
      ) x GROUP BY "role" HAVING sum("d") <> 0 ORDER BY "role"
      ON CONFLICT ("role") DO UPDATE SET "n" = t."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_totals_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_role_totals"();--> statement-breakpoint
CREATE TRIGGER "users_totals_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_role_totals"();--> statement-breakpoint
CREATE TRIGGER "users_totals_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_role_totals"();--> statement-breakpoint
-- Adds to one professional's month (the month of `at` in the Netherlands); nothing without a professional.
CREATE FUNCTION "totals_add_revenue"("professional" uuid, "at" timestamptz, "d_entries" int, "d_count" int,
    "d_ex" bigint, "d_fees" bigint, "d_open_count" int, "d_open_ex" bigint, "d_open_fees" bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "professional" IS NULL OR "at" IS NULL THEN RETURN; END IF;
  INSERT INTO "revenue_month_totals" AS t ("year", "month", "professional_id", "entries", "invoice_count",
      "total_ex_btw", "lead_fees", "open_count", "open_ex_btw", "open_lead_fees")
    VALUES (extract(year FROM "at" AT TIME ZONE 'Europe/Amsterdam')::int,
      extract(month FROM "at" AT TIME ZONE 'Europe/Amsterdam')::int, "professional", "d_entries", "d_count", "d_ex",
      "d_fees", "d_open_count", "d_open_ex", "d_open_fees")
    ON CONFLICT ("year", "month", "professional_id") DO UPDATE SET
      "entries" = t."entries" + excluded."entries",
      "invoice_count" = t."invoice_count" + excluded."invoice_count",
      "total_ex_btw" = t."total_ex_btw" + excluded."total_ex_btw",
      "lead_fees" = t."lead_fees" + excluded."lead_fees",
      "open_count" = t."open_count" + excluded."open_count",
      "open_ex_btw" = t."open_ex_btw" + excluded."open_ex_btw",
      "open_lead_fees" = t."open_lead_fees" + excluded."open_lead_fees";
END
$$;--> statement-breakpoint
-- One invoice's or credit note's part of its month, times `sign` (+1 add, −1 take away). `original_paid`: whether
-- a credit note's invoice is paid, or null to read it (locked FOR SHARE when adding, so a payment of that invoice
-- in another transaction waits for this one and then finds this credit note, or this one waits for it and reads
-- 'paid'). `only_open`: only its open part moves (a payout item came or went).
CREATE FUNCTION "totals_invoice_revenue"("r" "invoices", "sign" int, "original_paid" boolean, "only_open" boolean)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "counts" boolean;
  "at" timestamptz;
  "is_open" boolean;
BEGIN
  IF r."professional_id" IS NULL THEN RETURN; END IF;
  IF r."credit_note_of" IS NULL THEN
    "counts" := r."status" = 'paid' AND r."paid_at" IS NOT NULL;
    "at" := r."paid_at";
  ELSE
    "counts" := "original_paid";
    IF "counts" IS NULL AND "sign" > 0 THEN
      SELECT o."status" = 'paid' INTO "counts" FROM "invoices" o WHERE o."id" = r."credit_note_of" FOR SHARE;
    ELSIF "counts" IS NULL THEN
      SELECT o."status" = 'paid' INTO "counts" FROM "invoices" o WHERE o."id" = r."credit_note_of";
    END IF;
    "at" := r."created_at";
  END IF;
  IF NOT coalesce("counts", false) THEN RETURN; END IF;
  IF "only_open" THEN
    PERFORM "totals_add_revenue"(r."professional_id", "at", 0, 0, 0, 0, "sign", "sign" * r."subtotal_ex_btw", 0);
    RETURN;
  END IF;
  "is_open" := NOT EXISTS (SELECT 1 FROM "payout_items" pi WHERE pi."invoice_id" = r."id");
  PERFORM "totals_add_revenue"(r."professional_id", "at", "sign",
    CASE WHEN r."credit_note_of" IS NULL THEN "sign" ELSE 0 END, "sign" * r."subtotal_ex_btw", 0,
    CASE WHEN "is_open" THEN "sign" ELSE 0 END, CASE WHEN "is_open" THEN "sign" * r."subtotal_ex_btw" ELSE 0 END, 0);
END
$$;--> statement-breakpoint
CREATE FUNCTION "totals_lead_fee_revenue"("e" "lead_fee_entries", "sign" int, "only_open" boolean)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "is_open" boolean;
BEGIN
  IF "only_open" THEN
    PERFORM "totals_add_revenue"(e."professional_id", e."occurred_at", 0, 0, 0, 0, "sign", 0, "sign" * e."amount");
    RETURN;
  END IF;
  "is_open" := NOT EXISTS (SELECT 1 FROM "payout_items" pi WHERE pi."lead_fee_entry_id" = e."id");
  PERFORM "totals_add_revenue"(e."professional_id", e."occurred_at", "sign", 0, 0, "sign" * e."amount",
    CASE WHEN "is_open" THEN "sign" ELSE 0 END, 0, CASE WHEN "is_open" THEN "sign" * e."amount" ELSE 0 END);
END
$$;--> statement-breakpoint
-- An invoice row changed: its old part goes, its new part comes. When an invoice becomes paid (or, which the status
-- model never does, stops being paid), its credit notes start (or stop) counting.
CREATE FUNCTION "invoices_revenue_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "c" "invoices";
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" IS NOT DISTINCT FROM NEW."status"
      AND OLD."paid_at" IS NOT DISTINCT FROM NEW."paid_at"
      AND OLD."professional_id" IS NOT DISTINCT FROM NEW."professional_id"
      AND OLD."subtotal_ex_btw" IS NOT DISTINCT FROM NEW."subtotal_ex_btw"
      AND OLD."credit_note_of" IS NOT DISTINCT FROM NEW."credit_note_of"
      AND OLD."created_at" IS NOT DISTINCT FROM NEW."created_at" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "totals_invoice_revenue"(OLD, -1, NULL, false); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "totals_invoice_revenue"(NEW, 1, NULL, false); END IF;
  IF TG_OP = 'UPDATE' AND NEW."credit_note_of" IS NULL
      AND (OLD."status" = 'paid') IS DISTINCT FROM (NEW."status" = 'paid') THEN
    FOR "c" IN SELECT * FROM "invoices" WHERE "credit_note_of" = NEW."id" LOOP
      PERFORM "totals_invoice_revenue"("c", CASE WHEN NEW."status" = 'paid' THEN 1 ELSE -1 END, true, false);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_totals" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_revenue_totals"();--> statement-breakpoint
CREATE FUNCTION "lead_fee_entries_revenue_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "totals_lead_fee_revenue"(OLD, -1, false); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "totals_lead_fee_revenue"(NEW, 1, false); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_fee_entries_totals" AFTER INSERT OR UPDATE OR DELETE ON "lead_fee_entries"
  FOR EACH ROW EXECUTE FUNCTION "lead_fee_entries_revenue_totals"();--> statement-breakpoint
-- A payout item closes what it pays (no longer open); removing it opens it again.
CREATE FUNCTION "totals_payout_item"("pi" "payout_items", "sign" int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "r" "invoices";
  "e" "lead_fee_entries";
BEGIN
  IF pi."invoice_id" IS NOT NULL THEN
    SELECT * INTO "r" FROM "invoices" WHERE "id" = pi."invoice_id";
    IF FOUND THEN PERFORM "totals_invoice_revenue"("r", "sign", NULL, true); END IF;
  END IF;
  IF pi."lead_fee_entry_id" IS NOT NULL THEN
    SELECT * INTO "e" FROM "lead_fee_entries" WHERE "id" = pi."lead_fee_entry_id";
    IF FOUND THEN PERFORM "totals_lead_fee_revenue"("e", "sign", true); END IF;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payout_items_revenue_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "totals_payout_item"(OLD, 1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "totals_payout_item"(NEW, -1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payout_items_totals" AFTER INSERT OR UPDATE OR DELETE ON "payout_items"
  FOR EACH ROW EXECUTE FUNCTION "payout_items_revenue_totals"();--> statement-breakpoint
-- TRUNCATE fires no row triggers: recount after it.
CREATE FUNCTION "totals_recount_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "totals_recount"();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_totals_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "users_totals_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "invoices_totals_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "lead_fee_entries_totals_truncate" AFTER TRUNCATE ON "lead_fee_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "payout_items_totals_truncate" AFTER TRUNCATE ON "payout_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_recount_after_truncate"();--> statement-breakpoint
-- The totals of the data already there.
SELECT "totals_recount"();
