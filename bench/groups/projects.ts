// The project lists' budget: with 100,000 projects and 1,000 users in PostgreSQL,
//  - GET /api/projects?page=1            (admin, first page)
//  - GET /api/projects?q=<term>          (admin, search)
//  - GET /api/projects/assigned          (a professional with thousands of projects)
// each reach ≥ 50% of the req/s of a reference route doing the same reads with raw `pg` prepared statements, with
// p99 ≤ 2× the reference's, at 50 connections in the same run.
// The reference (/bench/projects-reference[/assigned]) runs, on a pg.Pool of the app's size, exactly the
// statements the app runs: SESSION_USER_SQL, then the list and (when the page is full) the total: for the admin's
// unsearched list the maintained counts (PROJECT_STATUS_COUNTS_SQL, docs/decisions/0044), else the count statement
// from src/server/modules/projects/queries.ts; it answers the same JSON rows. What the app adds is Fastify's hooks,
// the access rule, zod validation of the query and of the response, and Drizzle-free glue.
// The admin's first page also has the budgets of maintained totals (bench/lib/totals-budgets.ts): ≥ 1,000 req/s,
// p99 ≤ 100 ms, and ≥ 5× the old reference (/bench/projects-reference?page=1&old=1: the list and the exact
// count(*) of all 100,000 projects, as the app did before the counts were kept).

import { PROJECT_STATUS_COUNTS_SQL } from '@server/db/totals';
import { hashPassword } from '@server/lib/crypto';
import { hashToken, SESSION_USER_SQL, sessionUserValues } from '@server/lib/session-query';
import {
  countQuery,
  listQuery,
  type ProjectListFilter,
  type ProjectRow,
  toListItem,
  totalFromPage,
} from '@server/modules/projects/queries';
import { PROJECT_REF_PREFIX, PROJECT_TYPES } from '@shared/projects/types';
import pg from 'pg';
import { referenceBudgets } from '../lib/reference-budgets';
import { totalsBudgets } from '../lib/totals-budgets';
import type { BenchGroup, Scenario } from '../lib/types';

export const PASSWORD = 'Bench-wachtwoord-1';
export const ADMIN_EMAIL = 'bench-admin@bench.nl';
/** The first professional gets about 4% of all projects (~4,000): "a professional with many projects". */
export const BUSY_PRO_EMAIL = 'bench-pro-1@bench.nl';
const USERS = 1_000;
const PROFESSIONALS = 100;
const PROJECTS = 100_000;
const PAGE_SIZE = 50;
/** A surname: what an admin types to find someone's projects (about 2% of the projects match). */
export const SEARCH_TERM = 'bakker';

const FIRST_NAMES = [
  'Jan',
  'Piet',
  'Klaas',
  'Anna',
  'Sanne',
  'Emma',
  'Daan',
  'Lotte',
  'Bram',
  'Fleur',
  'Sem',
  'Julia',
  'Lucas',
  'Tess',
  'Finn',
  'Noor',
  'Milan',
  'Sophie',
  'Thijs',
  'Eva',
];
const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'de Bruin',
  'van der Heijden',
  'Schouten',
  'van Beek',
  'Willems',
  'van Wijk',
  'Hoekstra',
  'Koster',
  'Prins',
  'Huisman',
  'Post',
  'Kuipers',
  'van Vliet',
  'Maas',
  'Verhoeven',
  'Kramer',
];
const STREETS = [
  'Kerkstraat',
  'Dorpsstraat',
  'Molenweg',
  'Stationsweg',
  'Schoolstraat',
  'Julianastraat',
  'Beatrixlaan',
  'Wilhelminastraat',
  'Nieuwstraat',
  'Hoofdstraat',
  'Markt',
  'Lindelaan',
  'Parallelweg',
  'Industrieweg',
  'Kastanjelaan',
];
const CITIES = [
  'Utrecht',
  'Amersfoort',
  'Zwolle',
  'Haarlem',
  'Leiden',
  'Delft',
  'Arnhem',
  'Breda',
  'Tilburg',
];
const TYPE_TITLES = [
  'Aankoop woning',
  'Verkoop woning',
  'Hypotheekadvies',
  'Taxatie',
  'Bouwkundige keuring',
  'Verduurzaming',
  'Energielabel',
];

const sqlArray = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * 1,000 users (1 admin, 100 professionals with profiles, 899 consumers) and 100,000 projects spread over about three
 * years in every status, in a few set-based INSERT … SELECT statements. Skipped when the bench users exist
 * (BENCH_DATABASE_URL reused).
 */
export async function loadData(databaseUrl: string, log: (m: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from users where email = $1', [ADMIN_EMAIL]);
    if (exists.rowCount) {
      log('bench projects: data already loaded');
      return;
    }
    const started = Date.now();
    const passwordHash = await hashPassword(PASSWORD);
    await client.query('begin');
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, role, email_verified_at, created_at)
       select case when i = 1 then '${ADMIN_EMAIL}'
                   when i <= ${PROFESSIONALS + 1} then 'bench-pro-' || (i - 1) || '@bench.nl'
                   else 'bench-consumer-' || (i - ${PROFESSIONALS + 1}) || '@bench.nl' end,
              $1,
              (${sqlArray(FIRST_NAMES)})[1 + (i * 7) % ${FIRST_NAMES.length}],
              (${sqlArray(LAST_NAMES)})[1 + (i * 13) % ${LAST_NAMES.length}],
              case when i = 1 then 'admin' when i <= ${PROFESSIONALS + 1} then 'professional' else 'consumer' end,
              now(), now() - (i || ' hours')::interval
       from generate_series(1, ${USERS}) i`,
      [passwordHash],
    );
    await client.query(
      `insert into professional_profiles (user_id, specializations, company)
       select id, array[(${sqlArray(PROJECT_TYPES)})[1 + (row_number() over (order by email))::int % 7]],
              last_name || ' Advies'
       from users where role = 'professional' and email like 'bench-pro-%'`,
    );
    const prefixes = PROJECT_TYPES.map((t) => PROJECT_REF_PREFIX[t]);
    await client.query(
      `with c as (select array_agg(id order by created_at desc, id) ids from users where email like 'bench-consumer-%'),
            p as (select array_agg(id order by email = '${BUSY_PRO_EMAIL}' desc, email) ids
                  from users where email like 'bench-pro-%'),
            g as (
              select i, 1 + i % 7 as k,
                     (array['pending','pending','assigned','in_progress','in_progress','completed','completed',
                            'completed','completed','cancelled'])[1 + i % 10] as status,
                     now() - (i * interval '15 minutes') as created
              from generate_series(1, ${PROJECTS}) i)
       insert into projects (project_ref, title, type, status, consumer_id, professional_id, form_data,
                             assigned_at, started_at, completed_at, cancelled_at, created_at, updated_at)
       select (${sqlArray(prefixes)})[k] || '-' || extract(year from created)::int || '-'
                || lpad(nextval('project_ref_seq')::text, 5, '0'),
              (${sqlArray(TYPE_TITLES)})[k] || ' ' || (${sqlArray(STREETS)})[1 + (i * 3) % ${STREETS.length}]
                || ' ' || (1 + i % 200) || ', ' || (${sqlArray(CITIES)})[1 + (i * 5) % ${CITIES.length}],
              (${sqlArray(PROJECT_TYPES)})[k],
              status,
              c.ids[1 + (i * 7919) % array_length(c.ids, 1)],
              case when status = 'pending' or (status = 'cancelled' and i % 20 = 9) then null
                   when (i / 10) % 25 = 0 then p.ids[1]
                   else p.ids[1 + (i * 31) % array_length(p.ids, 1)] end,
              jsonb_build_object('postcode', '35' || lpad((i % 100)::text, 2, '0') || ' AB', 'huisnummer', i % 200),
              case when status <> 'pending' then created + interval '1 day' end,
              case when status in ('in_progress', 'completed') then created + interval '2 days' end,
              case when status = 'completed' then created + interval '20 days' end,
              case when status = 'cancelled' then created + interval '3 days' end,
              created, created
       from g, c, p`,
    );
    await client.query('commit');
    await client.query('analyze users, professional_profiles, projects');
    // Index-only counts need the visibility map. A VACUUM right after the load often cannot set it yet (a
    // concurrent snapshot, e.g. autovacuum's ANALYZE of the new rows); a few seconds later it can.
    for (let attempt = 0; attempt < 20; attempt++) {
      await client.query('vacuum projects, users');
      const { rows } = await client.query<{ pages: number; visible: number }>(
        "select relpages as pages, relallvisible as visible from pg_class where relname = 'projects'",
      );
      if (rows[0] && rows[0].visible >= rows[0].pages * 0.95) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    log(`bench projects: loaded ${USERS} users and ${PROJECTS} projects in ${Date.now() - started} ms`);
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

const PAIRS = [
  { id: 'projects-admin', label: 'GET /api/projects?page=1' },
  { id: 'projects-search', label: `GET /api/projects?q=${SEARCH_TERM}` },
  { id: 'projects-assigned', label: 'GET /api/projects/assigned' },
] as const;

export const projectsGroup: BenchGroup = {
  name: 'projects',
  description: 'project lists on 100,000 projects and 1,000 users',

  async server({ app, databaseUrl, poolSize }) {
    await loadData(databaseUrl, (m) => console.error(m));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    app.addHook('onClose', async () => {
      await pool.end();
    });

    const reference = (kind: 'all' | 'assigned') =>
      app.get<{ Querystring: { q?: string; page?: string; old?: string } }>(
        kind === 'all' ? '/bench/projects-reference' : '/bench/projects-reference/assigned',
        async (request, reply) => {
          const token = request.cookies?.sid;
          if (!token) return reply.code(401).send({ error: 'no session' });
          const session = await pool.query({
            name: 'bench_session_user',
            text: SESSION_USER_SQL,
            values: sessionUserValues(hashToken(token), app.ctx.config),
          });
          const user = session.rows[0] as { id: string; role: string } | undefined;
          if (!user) return reply.code(401).send({ error: 'no session' });
          if (user.role !== (kind === 'all' ? 'admin' : 'professional'))
            return reply.code(403).send({ error: 'forbidden' });
          const page = Number(request.query.page ?? 1);
          const filter: ProjectListFilter = {
            scope: kind === 'all' ? { kind: 'all' } : { kind: 'professional', userId: user.id },
            q: request.query.q?.trim() || undefined,
          };
          const list = listQuery(filter, page, PAGE_SIZE);
          const { rows } = await pool.query<ProjectRow>({
            name: list.name,
            text: list.text,
            values: list.values,
          });
          let total = totalFromPage(page, PAGE_SIZE, rows);
          if (total === null && filter.scope.kind === 'all' && !filter.q && !request.query.old) {
            const c = await pool.query<{ key: string; n: number }>({
              name: 'bench_project_status_counts',
              text: PROJECT_STATUS_COUNTS_SQL,
            });
            total = c.rows.reduce((sum, r) => sum + Number(r.n), 0);
          }
          if (total === null) {
            const count = countQuery(filter);
            const c = await pool.query<{ n: number }>({
              name: count.name,
              text: count.text,
              values: count.values,
            });
            total = Number(c.rows[0]?.n ?? 0);
          }
          reply.header('x-total-count', String(total));
          return rows.map(toListItem);
        },
      );
    reference('all');
    reference('assigned');
  },

  async scenarios(ctx) {
    const login = async (email: string) => {
      const res = await ctx.http.post('/api/auth/login', { email, password: PASSWORD, rememberMe: true });
      if (res.status !== 200 || !res.sid)
        throw new Error(`bench login ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
      return `sid=${res.sid}`;
    };
    const admin = { cookie: await login(ADMIN_EMAIL) };
    const pro = { cookie: await login(BUSY_PRO_EMAIL) };
    const fullPage = (json: unknown) => {
      if (!Array.isArray(json) || json.length !== PAGE_SIZE)
        throw new Error(
          `expected a full page of ${PAGE_SIZE} projects, got ${JSON.stringify(json).slice(0, 200)}`,
        );
    };
    const scenario = (id: string, label: string, path: string, cookie: string, role: string): Scenario => ({
      id,
      label,
      role,
      method: 'GET',
      path,
      headers: { cookie },
      verify: fullPage,
    });
    const q = encodeURIComponent(SEARCH_TERM);
    return [
      scenario(
        'projects-admin-oldref',
        'GET /bench/projects-reference?page=1&old=1',
        '/bench/projects-reference?page=1&old=1',
        admin.cookie,
        'old reference: session + list + count(*) of all projects, raw pg',
      ),
      scenario(
        'projects-admin-ref',
        'GET /bench/projects-reference?page=1',
        '/bench/projects-reference?page=1',
        admin.cookie,
        'reference: session + list + maintained counts, raw pg prepared statements',
      ),
      scenario(
        'projects-admin',
        'GET /api/projects?page=1',
        '/api/projects?page=1',
        admin.cookie,
        'admin, first page of 100,000',
      ),
      scenario(
        'projects-search-ref',
        `GET /bench/projects-reference?q=${SEARCH_TERM}`,
        `/bench/projects-reference?q=${q}`,
        admin.cookie,
        'reference: the same search statements, raw pg',
      ),
      scenario(
        'projects-search',
        `GET /api/projects?q=${SEARCH_TERM}`,
        `/api/projects?q=${q}`,
        admin.cookie,
        'admin, search (trigram indexes)',
      ),
      scenario(
        'projects-assigned-ref',
        'GET /bench/projects-reference/assigned',
        '/bench/projects-reference/assigned',
        pro.cookie,
        'reference: the same statements, raw pg',
      ),
      scenario(
        'projects-assigned',
        'GET /api/projects/assigned',
        '/api/projects/assigned',
        pro.cookie,
        'professional with ~4,000 projects',
      ),
    ];
  },

  budgets: [...referenceBudgets(PAIRS), ...totalsBudgets([PAIRS[0]])],
};
