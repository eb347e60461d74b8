// The project page's budget: with 100,000 projects and 1,000 users in PostgreSQL (the projects group's
// data, loaded here when that group did not run), and workflow steps for the busy professional's projects,
//  - GET /api/projects/{id}         (the consumer of an assigned buyer's agent project in progress)
//  - GET /api/projects/{id}/steps   (the same consumer, nine steps of which some completed with data)
// reach ≥ 50% (the detail) and ≥ 80% (the steps) of the req/s of a reference route doing the same reads with raw
// `pg` prepared statements, with p99 ≤ 2× (the detail) and ≤ 1.5× (the steps) the reference's, at 50 connections in
// the same run.
// The references (/bench/project-page-reference/{id}[/steps]) run, on a pg.Pool of the app's size, exactly the
// statements the app runs: SESSION_USER_SQL, then projectDetailQuery (src/server/modules/projects/queries.ts) or
// visibleStepsQuery (src/server/modules/workflows/queries.ts), each checking visibility in the statement itself,
// and answer the same JSON (plain JSON.stringify, no check). What the app adds is Fastify's hooks, the access rule,
// zod validation of the params and the check of the response (for the steps, its schema compiled at start-up).
import { hashToken, SESSION_USER_SQL, sessionUserValues } from '@server/lib/session-query';
import {
  type ProjectDetailRow,
  projectDetailQuery,
  projectKey,
  toProjectDetail,
} from '@server/modules/projects/queries';
import { type StepRow, toProjectStep, visibleStepsQuery } from '@server/modules/workflows/queries';
import { PROJECT_TYPES } from '@shared/projects/types';
import { WORKFLOWS } from '@shared/workflows';
import pg from 'pg';
import { referenceBudgets } from '../lib/reference-budgets';
import type { BenchGroup, Scenario } from '../lib/types';
import { BUSY_PRO_EMAIL, loadData, PASSWORD } from './projects';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Steps for every in-progress or completed project of the busy professional (about 2,000 projects, 10,000 rows):
 * completed projects have every step completed, projects in progress the first (1 + n mod steps) − 1 completed and
 * the next one active. Completed steps carry a little step data, as the workflow stores it. Skipped when present.
 */
async function loadSteps(databaseUrl: string, log: (m: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const proRow = await client.query<{ id: string }>('select id from users where email = $1', [
      BUSY_PRO_EMAIL,
    ]);
    const proId = proRow.rows[0]?.id;
    if (!proId) throw new Error('bench project-page: the projects data is missing');
    const exists = await client.query(
      'select 1 from project_steps s join projects p on p.id = s.project_id where p.professional_id = $1 limit 1',
      [proId],
    );
    if (exists.rowCount) {
      log('bench project-page: steps already loaded');
      return;
    }
    const started = Date.now();
    const defs = PROJECT_TYPES.flatMap((type) =>
      WORKFLOWS[type].steps.map(
        (s) =>
          `(${lit(type)}, ${s.stepNumber}, ${lit(s.title)}, ${lit(s.description)}, ${s.estimatedDays}, ${WORKFLOWS[type].steps.length})`,
      ),
    );
    await client.query(
      `with d(type, step_number, title, description, estimated_days, steps) as (values ${defs.join(',\n')}),
            p as (select id, type, status, created_at,
                         1 + (abs(hashtext(id::text)) % 8) as reached
                  from projects where professional_id = $1 and status in ('in_progress', 'completed'))
       insert into project_steps (project_id, step_number, title, description, status, step_data, notes,
                                  estimated_days, completed_at, completed_by, created_at, updated_at)
       select p.id, d.step_number, d.title, d.description,
              case when p.status = 'completed' or d.step_number < least(p.reached, d.steps) then 'completed'
                   when d.step_number = least(p.reached, d.steps) then 'active' else 'pending' end,
              case when p.status = 'completed' or d.step_number < least(p.reached, d.steps)
                   then jsonb_build_object('afspraakDatum', to_char(p.created_at + d.step_number * interval '3 days', 'YYYY-MM-DD'),
                                           'afspraakTijd', '10:30', 'opmerkingen', 'Verlopen volgens planning')
                   else '{}'::jsonb end,
              null, d.estimated_days,
              case when p.status = 'completed' or d.step_number < least(p.reached, d.steps)
                   then p.created_at + d.step_number * interval '3 days' end,
              case when p.status = 'completed' or d.step_number < least(p.reached, d.steps) then $1::uuid end,
              p.created_at + interval '2 days', p.created_at + interval '2 days'
       from p join d on d.type = p.type`,
      [proId],
    );
    await client.query('analyze project_steps');
    const n = await client.query<{ n: number }>('select count(*)::int as n from project_steps');
    log(`bench project-page: loaded ${n.rows[0]?.n} steps in ${Date.now() - started} ms`);
  } finally {
    await client.end();
  }
}

const PAIRS = [
  { id: 'project-detail', label: 'GET /api/projects/{id}' },
  // The project page reads its steps on every visit; the route adds little to the one statement (docs/performance.md).
  { id: 'project-steps', label: 'GET /api/projects/{id}/steps', minShare: 0.8, maxP99: 1.5 },
] as const;

/** The last step of a buyer's agent workflow (Notariële overdracht) with its one required field. */
const LAST_STEP = WORKFLOWS.aankoopmakelaar.steps.length;
const LAST_STEP_BODY = JSON.stringify({ overdrachtDatum: '2026-11-20T10:00' });

interface SessionRow {
  id: string;
  role: string;
}

export const projectPageGroup: BenchGroup = {
  name: 'project-page',
  description: 'the project page: detail and steps on 100,000 projects',

  async server({ app, databaseUrl, poolSize }) {
    await loadData(databaseUrl, (m) => console.error(m));
    await loadSteps(databaseUrl, (m) => console.error(m));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    app.addHook('onClose', async () => {
      await pool.end();
    });

    const sessionUser = async (token: string | undefined): Promise<SessionRow | undefined> => {
      if (!token) return undefined;
      const session = await pool.query<SessionRow>({
        name: 'bench_session_user',
        text: SESSION_USER_SQL,
        values: sessionUserValues(hashToken(token), app.ctx.config),
      });
      return session.rows[0];
    };

    app.get<{ Params: { id: string } }>('/bench/project-page-reference/:id', async (request, reply) => {
      const user = await sessionUser(request.cookies?.sid);
      if (!user) return reply.code(401).send({ error: 'no session' });
      const key = projectKey(request.params.id);
      if (!key) return reply.code(404).send({ error: 'not found' });
      const q = projectDetailQuery(key, { id: user.id, isAdmin: user.role === 'admin' });
      const { rows } = await pool.query<ProjectDetailRow>({ name: q.name, text: q.text, values: q.values });
      if (!rows[0]) return reply.code(404).send({ error: 'not found' });
      return toProjectDetail(rows[0]);
    });

    app.get<{ Params: { id: string } }>('/bench/project-page-reference/:id/steps', async (request, reply) => {
      const user = await sessionUser(request.cookies?.sid);
      if (!user) return reply.code(401).send({ error: 'no session' });
      const q = visibleStepsQuery(
        { by: 'id', value: request.params.id },
        { id: user.id, isAdmin: user.role === 'admin' },
      );
      const { rows } = await pool.query<StepRow & { id: string | null }>({
        name: q.name,
        text: q.text,
        values: q.values,
      });
      if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
      return rows.filter((r) => r.id !== null).map(toProjectStep);
    });
  },

  async scenarios(ctx) {
    const login = async (email: string) => {
      const res = await ctx.http.post('/api/auth/login', { email, password: PASSWORD, rememberMe: true });
      if (res.status !== 200 || !res.sid)
        throw new Error(`bench login ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
      return `sid=${res.sid}`;
    };
    // A buyer's agent project of the busy professional, in progress (so it has steps), and its consumer.
    const pro = await login(BUSY_PRO_EMAIL);
    const list = await ctx.http.get(
      '/api/projects/assigned?status=in_progress&q=aankoopmakelaar&pageSize=1',
      pro,
    );
    const target = (list.json as Array<{ id: string; consumerEmail: string; type: string }>)[0];
    if (target?.type !== 'aankoopmakelaar')
      throw new Error(
        `bench project-page: no buyer's agent project in progress: ${JSON.stringify(list.json)}`,
      );
    const consumer = await login(target.consumerEmail);
    // A completed buyer's agent project of the same professional, by its reference: completing its last step again
    // corrects it (the route, the project lock and access, the step's validation, update and audit), on every request.
    const doneList = await ctx.http.get(
      '/api/projects/assigned?status=completed&q=aankoopmakelaar&pageSize=1',
      pro,
    );
    const done = (doneList.json as Array<{ projectId: string; type: string }>)[0];
    if (done?.type !== 'aankoopmakelaar')
      throw new Error(
        `bench project-page: no completed buyer's agent project: ${JSON.stringify(doneList.json)}`,
      );

    const detail = (json: unknown) => {
      const d = json as { id?: string; consumer?: unknown; professional?: { specializations?: unknown } };
      if (d?.id !== target.id || !d.consumer || !d.professional)
        throw new Error(
          `expected the project with its consumer and professional, got ${JSON.stringify(json)}`,
        );
    };
    const steps = (json: unknown) => {
      if (!Array.isArray(json) || json.length !== WORKFLOWS.aankoopmakelaar.steps.length)
        throw new Error(
          `expected ${WORKFLOWS.aankoopmakelaar.steps.length} steps, got ${JSON.stringify(json)}`,
        );
    };
    const scenario = (
      id: string,
      label: string,
      path: string,
      role: string,
      verify: (json: unknown) => void,
    ): Scenario => ({ id, label, role, method: 'GET', path, headers: { cookie: consumer }, verify });
    return [
      scenario(
        'project-detail-ref',
        'GET /bench/project-page-reference/{id}',
        `/bench/project-page-reference/${target.id}`,
        'reference: session + visible project with both parties, raw pg prepared statements',
        detail,
      ),
      scenario(
        'project-detail',
        'GET /api/projects/{id}',
        `/api/projects/${target.id}`,
        'consumer, assigned project in progress',
        detail,
      ),
      scenario(
        'project-steps-ref',
        'GET /bench/project-page-reference/{id}/steps',
        `/bench/project-page-reference/${target.id}/steps`,
        'reference: session + visible steps, raw pg prepared statements',
        steps,
      ),
      scenario(
        'project-steps',
        'GET /api/projects/{id}/steps',
        `/api/projects/${target.id}/steps`,
        'consumer, 9 steps (some completed with data)',
        steps,
      ),
      {
        id: 'project-step-complete-ref',
        label: 'POST /api/projects/{ref}/steps/{n}/complete',
        role: 'professional, last step of a completed project by reference (a correction)',
        method: 'POST',
        path: `/api/projects/${done.projectId}/steps/${LAST_STEP}/complete`,
        headers: { cookie: pro, origin: ctx.baseURL, 'content-type': 'application/json' },
        body: LAST_STEP_BODY,
        verify: (json) => {
          const r = json as { step?: { stepNumber?: number; status?: string }; projectStatus?: string };
          if (
            r?.step?.stepNumber !== LAST_STEP ||
            r.step.status !== 'completed' ||
            r.projectStatus !== 'completed'
          )
            throw new Error(
              `expected the corrected last step of a completed project, got ${JSON.stringify(json)}`,
            );
        },
      },
    ];
  },

  budgets: referenceBudgets(PAIRS),
};
