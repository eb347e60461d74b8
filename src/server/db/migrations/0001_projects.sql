CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."project_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_ref" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consumer_id" uuid NOT NULL,
	"professional_id" uuid,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"assigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "work_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "kvk_nummer" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "btw_nummer" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "bedrijfs_straat" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "bedrijfs_huisnummer" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "bedrijfs_huisletter" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "bedrijfs_postcode" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "bedrijfs_plaats" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "beroepsaansprakelijkheidsverzekering" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_ref_key" ON "projects" USING btree ("project_ref");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_consumer_created_idx" ON "projects" USING btree ("consumer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_professional_created_idx" ON "projects" USING btree ("professional_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ((lower("project_ref" || ' ' || "title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);