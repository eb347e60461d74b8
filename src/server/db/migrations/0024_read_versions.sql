CREATE TABLE "read_versions" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"project_lists" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "read_versions" ADD CONSTRAINT "read_versions_one_row" CHECK ("id");--> statement-breakpoint
CREATE SEQUENCE "read_version_seq";--> statement-breakpoint
-- Gives each topic named in the trigger's arguments (a column of read_versions) a new number, once per transaction.
-- Called by deferred triggers, so it runs as the transaction commits: the row is locked only from then until the
-- commit a moment later, and the new number is visible exactly when the rows that caused it are.
CREATE FUNCTION "read_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "topic" text;
BEGIN
  FOREACH "topic" IN ARRAY TG_ARGV LOOP
    IF current_setting('read_versions.' || "topic", true) IS DISTINCT FROM 'bumped' THEN
      -- The row is made by the first write, so a database no one has used yet holds no row at all (a restore
      -- needs it empty); every topic then starts at a number of its own.
      EXECUTE format('INSERT INTO read_versions (id, project_lists, revenue)
          VALUES (true, nextval(''read_version_seq''), nextval(''read_version_seq''))
          ON CONFLICT (id) DO UPDATE SET %I = excluded.%I', "topic", "topic");
      PERFORM set_config('read_versions.' || "topic", 'bumped', true);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The admin's project lists show projects with their client's and professional's names and e-mail, the live
-- invoice's summary, the completed steps, and the counts per status.
CREATE CONSTRAINT TRIGGER "projects_read_version" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_versions_bump"('project_lists');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_steps_read_version"
  AFTER INSERT OR UPDATE OF "status", "step_number", "project_id" OR DELETE ON "project_steps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_versions_bump"('project_lists');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_read_version" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_versions_bump"('project_lists');--> statement-breakpoint
-- The revenue month: the maintained month totals (kept by the invoices', lead fees' and payout items' own
-- triggers), the month's payouts, and the professionals' names and e-mail.
CREATE CONSTRAINT TRIGGER "revenue_month_totals_read_version" AFTER INSERT OR UPDATE OR DELETE ON "revenue_month_totals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_versions_bump"('revenue');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payouts_read_version" AFTER INSERT OR UPDATE OR DELETE ON "payouts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_versions_bump"('revenue');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_read_version"
  AFTER UPDATE OF "first_name", "last_name", "tussenvoegsel", "email" OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_versions_bump"('project_lists', 'revenue');--> statement-breakpoint
-- TRUNCATE has no row triggers: it changes the numbers at once.
CREATE TRIGGER "projects_read_version_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_versions_bump"('project_lists');--> statement-breakpoint
CREATE TRIGGER "project_steps_read_version_truncate" AFTER TRUNCATE ON "project_steps"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_versions_bump"('project_lists');--> statement-breakpoint
CREATE TRIGGER "invoices_read_version_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_versions_bump"('project_lists');--> statement-breakpoint
CREATE TRIGGER "revenue_month_totals_read_version_truncate" AFTER TRUNCATE ON "revenue_month_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_versions_bump"('revenue');--> statement-breakpoint
CREATE TRIGGER "payouts_read_version_truncate" AFTER TRUNCATE ON "payouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_versions_bump"('revenue');--> statement-breakpoint
CREATE TRIGGER "users_read_version_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "read_versions_bump"('project_lists', 'revenue');
