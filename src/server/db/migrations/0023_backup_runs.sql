CREATE TABLE "backup_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"archive" text
);
