CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_professional_month_key" ON "payouts" USING btree ("professional_id","year","month");--> statement-breakpoint
CREATE INDEX "payouts_month_idx" ON "payouts" USING btree ("year","month");--> statement-breakpoint
CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at","professional_id") WHERE "invoices"."status" = 'paid' and "invoices"."credit_note_of" is null;--> statement-breakpoint
CREATE INDEX "invoices_credit_notes_created_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."credit_note_of" is not null;