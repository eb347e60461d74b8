CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"project_id" uuid NOT NULL,
	"professional_id" uuid,
	"consumer_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_ex_btw" integer NOT NULL,
	"total_btw" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"issue_date" text NOT NULL,
	"supply_date" text NOT NULL,
	"due_date" text NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"credit_note_of" uuid,
	"pdf_stored_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_of_invoices_id_fk" FOREIGN KEY ("credit_note_of") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_project_key" ON "invoices" USING btree ("project_id") WHERE "invoices"."credit_note_of" is null;--> statement-breakpoint
CREATE INDEX "invoices_project_created_idx" ON "invoices" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_professional_created_idx" ON "invoices" USING btree ("professional_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_consumer_created_idx" ON "invoices" USING btree ("consumer_id","created_at","id");