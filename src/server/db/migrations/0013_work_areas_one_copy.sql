-- A professional's work areas are kept once, in work_areas (one place or region an entry). /profiel used to write
-- the service_area text column and the admin's user page read work_areas, so the two could differ. service_area is
-- what the professional last typed on /profiel (create-professional wrote both alike), so where it holds text it
-- wins: split on commas, trimmed, blanks and repeats (in any case) left out, in the typed order. Where it is empty
-- the work areas stay as they are. Then the column goes.
UPDATE "professional_profiles" AS p
SET "work_areas" = coalesce(
  (
    SELECT array_agg(a.area ORDER BY a.pos)
    FROM (
      SELECT DISTINCT ON (lower(btrim(u.part, E' \t\r\n'))) btrim(u.part, E' \t\r\n') AS area, u.pos
      FROM unnest(string_to_array(p."service_area", ',')) WITH ORDINALITY AS u(part, pos)
      WHERE btrim(u.part, E' \t\r\n') <> ''
      ORDER BY lower(btrim(u.part, E' \t\r\n')), u.pos
    ) AS a
  ),
  '{}'::text[]
)
WHERE btrim(coalesce(p."service_area", ''), E' \t\r\n') <> '';
--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN "service_area";
