CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"checkout_url" text,
	"method" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"method" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "invoices_project_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "parties" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_open_key" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in ('open', 'pending');--> statement-breakpoint
CREATE INDEX "payments_invoice_created_idx" ON "payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_credit_note_of_idx" ON "invoices" USING btree ("credit_note_of") WHERE "invoices"."credit_note_of" is not null;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" in ('sent', 'pending_payment') and "invoices"."credit_note_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_project_key" ON "invoices" USING btree ("project_id") WHERE "invoices"."credit_note_of" is null and "invoices"."credited_at" is null;