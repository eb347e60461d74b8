ALTER TABLE "leads" ADD COLUMN "opt_out_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opt_out_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "objected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_account_made" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_opt_out_token_key" ON "leads" USING btree ("opt_out_token_hash");