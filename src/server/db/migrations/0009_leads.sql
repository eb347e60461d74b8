CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_ref" text NOT NULL,
	"professional_id" uuid,
	"project_id" uuid,
	"service_type" text NOT NULL,
	"client_name" text NOT NULL,
	"client_details" text,
	"postcode" text NOT NULL,
	"huisnummer" text NOT NULL,
	"huisletter" text,
	"straat" text NOT NULL,
	"plaats" text NOT NULL,
	"contactnummer" text NOT NULL,
	"email" text NOT NULL,
	"opmerkingen" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fee_cents" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_lead_ref_key" ON "leads" USING btree ("lead_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_project_key" ON "leads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "leads_professional_created_idx" ON "leads" USING btree ("professional_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_completed_idx" ON "leads" USING btree ("completed_at");