ALTER TABLE "users" ADD COLUMN "aanhef" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "initialen" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tussenvoegsel" text;