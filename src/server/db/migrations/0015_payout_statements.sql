CREATE TABLE "lead_fee_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"professional_id" uuid,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid,
	"lead_fee_entry_id" uuid,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "payouts_professional_month_key";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "professional_name" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "professional_iban" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "total_ex_btw" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "platform_fee" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "lead_fees" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "status" text DEFAULT 'created' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "pdf_stored_name" text;--> statement-breakpoint
-- Data: completed leads become their earned entry; the payouts made before statements existed become paid
-- statements. What such a month held when it was paid out cannot be read back exactly: every item of the month
-- that existed before the payout was recorded counts as paid by it (docs/decisions/0031). Its amount stays what was
-- recorded, the money that went out; the totals are those of the items.
INSERT INTO "lead_fee_entries" ("lead_id", "professional_id", "kind", "amount", "occurred_at")
  SELECT "id", "professional_id", 'earned', "fee_cents", "completed_at" FROM "leads"
  WHERE "status" = 'completed' AND "completed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "payouts" p SET
  "reference" = n.ref,
  "professional_name" = coalesce(nullif(trim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')), ''), 'Onbekend'),
  "professional_iban" = coalesce(pp."iban", ''),
  "status" = 'paid',
  "paid_at" = p."created_at"
FROM (
  SELECT "id", 'UB-' || y || '-' || lpad(row_number() OVER (PARTITION BY y ORDER BY "created_at", "id")::text, 6, '0') AS ref
  FROM (SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'Europe/Amsterdam')::int AS y FROM "payouts") x
) n
LEFT JOIN "payouts" p2 ON p2."id" = n."id"
LEFT JOIN "users" u ON u."id" = p2."professional_id"
LEFT JOIN "professional_profiles" pp ON pp."user_id" = p2."professional_id"
WHERE p."id" = n."id";--> statement-breakpoint
INSERT INTO "payout_reference_counters" ("year", "last")
  SELECT split_part("reference", '-', 2)::int, max(split_part("reference", '-', 3)::int) FROM "payouts" GROUP BY 1;--> statement-breakpoint
INSERT INTO "payout_items" ("payout_id", "kind", "invoice_id", "reference", "description", "occurred_at", "amount")
  SELECT p."id", 'invoice', i."id", i."invoice_number", 'Factuur ' || i."invoice_number", i."paid_at", i."subtotal_ex_btw"
  FROM "payouts" p JOIN "invoices" i ON i."professional_id" = p."professional_id"
  WHERE i."status" = 'paid' AND i."credit_note_of" IS NULL AND i."paid_at" <= p."created_at"
    AND i."paid_at" >= make_date(p."year", p."month", 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'
    AND i."paid_at" < (make_date(p."year", p."month", 1) + interval '1 month') AT TIME ZONE 'Europe/Amsterdam';--> statement-breakpoint
INSERT INTO "payout_items" ("payout_id", "kind", "invoice_id", "reference", "description", "occurred_at", "amount")
  SELECT p."id", 'credit_note', c."id", c."invoice_number", 'Creditnota bij factuur ' || o."invoice_number", c."created_at", c."subtotal_ex_btw"
  FROM "payouts" p JOIN "invoices" c ON c."professional_id" = p."professional_id"
  JOIN "invoices" o ON o."id" = c."credit_note_of"
  WHERE o."status" = 'paid' AND c."created_at" <= p."created_at"
    AND c."created_at" >= make_date(p."year", p."month", 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'
    AND c."created_at" < (make_date(p."year", p."month", 1) + interval '1 month') AT TIME ZONE 'Europe/Amsterdam';--> statement-breakpoint
INSERT INTO "payout_items" ("payout_id", "kind", "lead_fee_entry_id", "reference", "description", "occurred_at", "amount")
  SELECT p."id", 'lead_fee', e."id", l."lead_ref", 'Leadvergoeding ' || l."lead_ref", e."occurred_at", e."amount"
  FROM "payouts" p JOIN "lead_fee_entries" e ON e."professional_id" = p."professional_id"
  JOIN "leads" l ON l."id" = e."lead_id"
  WHERE e."occurred_at" <= p."created_at"
    AND e."occurred_at" >= make_date(p."year", p."month", 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'
    AND e."occurred_at" < (make_date(p."year", p."month", 1) + interval '1 month') AT TIME ZONE 'Europe/Amsterdam';--> statement-breakpoint
UPDATE "payouts" p SET
  "total_ex_btw" = coalesce(s.ex, 0),
  "platform_fee" = sign(coalesce(s.ex, 0)) * floor((abs(coalesce(s.ex, 0)) * 20 + 50) / 100),
  "lead_fees" = coalesce(s.fees, 0)
FROM (
  SELECT p0."id",
    sum(it."amount") FILTER (WHERE it."kind" IN ('invoice', 'credit_note'))::bigint AS ex,
    sum(it."amount") FILTER (WHERE it."kind" IN ('lead_fee', 'lead_fee_reversal'))::bigint AS fees
  FROM "payouts" p0 LEFT JOIN "payout_items" it ON it."payout_id" = p0."id" GROUP BY p0."id"
) s
WHERE p."id" = s."id";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "professional_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "professional_iban" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "total_ex_btw" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "platform_fee" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "lead_fees" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_fee_entries" ADD CONSTRAINT "lead_fee_entries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fee_entries" ADD CONSTRAINT "lead_fee_entries_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_lead_fee_entry_id_lead_fee_entries_id_fk" FOREIGN KEY ("lead_fee_entry_id") REFERENCES "public"."lead_fee_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_fee_entries_lead_idx" ON "lead_fee_entries" USING btree ("lead_id","occurred_at");--> statement-breakpoint
CREATE INDEX "lead_fee_entries_occurred_idx" ON "lead_fee_entries" USING btree ("occurred_at","professional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_invoice_key" ON "payout_items" USING btree ("invoice_id") WHERE "payout_items"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_lead_fee_entry_key" ON "payout_items" USING btree ("lead_fee_entry_id") WHERE "payout_items"."lead_fee_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_professional_created_idx" ON "payouts" USING btree ("professional_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at");