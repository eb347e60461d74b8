ALTER TABLE "users" ADD COLUMN "straat" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "huisnummer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "huisletter" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plaats" text;