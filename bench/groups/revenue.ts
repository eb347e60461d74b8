// The revenue dashboard's budgets: GET /api/admin/revenue for a month with 10,000 paid invoices of 100
// professionals reaches ≥ 50% of the req/s of a reference route doing the same reads with raw `pg` prepared
// statements in the same run, with p99 at most twice the reference's; and, since it reads the maintained totals
// (docs/decisions/0044; bench/lib/totals-budgets.ts), ≥ 1,000 req/s with p99 ≤ 100 ms and ≥ 5× the old reference.
//
// The reference (/bench/revenue-reference?month=&year=) takes the same admin cookie: SESSION_USER_SQL, the admin
// check, the very statement the app runs (REVENUE_MONTH_SQL of src/server/modules/revenue/queries.ts) as a named
// prepared statement on a pg.Pool of the app's size, and the same split (splitRevenue) and totals, answered as JSON.
// The old reference (&old=1) does the same with REVENUE_MONTH_FROM_ROWS_SQL: the month added up from its invoices,
// credit notes and lead-fee entries on every request, as the app did before the totals were kept.
// What the app adds: Fastify's hooks, the access rule and zod validation of the query and of the answer; the lead
// fees and what was paid out and is open are in the statement itself.
//
// Data, loaded at start-up of the bench's app process in set-based statements (skipped when already there, with
// BENCH_DATABASE_URL): an admin, 100 professionals, one consumer, 10,000 projects, each with an invoice paid in
// October 2025 (odd cents, spread over the month), 100 credit notes made in that month of paid invoices, and 10,000
// more invoices paid in September and November 2025 that the month's range must skip. Half the professionals had a
// payout statement on 16 October holding their invoices paid before it (payout_items), so the month's rows are
// part paid out, part open, as the dashboard reads them (docs/decisions/0031).
import { hashPassword } from '@server/lib/crypto';
import { hashToken, SESSION_USER_SQL, sessionUserValues } from '@server/lib/session-query';
import {
  REVENUE_MONTH_FROM_ROWS_SQL,
  REVENUE_MONTH_SQL,
  type RevenueMonthRow,
} from '@server/modules/revenue/queries';
import { professionalMonth, totalsOf } from '@server/modules/revenue/service';
import { SESSION_COOKIE } from '@shared/constants';
import pg from 'pg';
import { referenceBudgets } from '../lib/reference-budgets';
import { totalsBudgets } from '../lib/totals-budgets';
import type { BenchGroup, Scenario } from '../lib/types';

const PASSWORD = 'Bench-wachtwoord-1';
const ADMIN_EMAIL = 'bench-revenue-admin@bench.nl';
const PROFESSIONALS = 100;
const INVOICES = 10_000;
const MONTH = { year: 2025, month: 10 };

/** JSON with keys sorted, so two answers compare by content, not by key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const PAIRS = [{ id: 'revenue-month', label: 'GET /api/admin/revenue' }] as const;

async function loadData(databaseUrl: string, log: (m: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from users where email = $1', [ADMIN_EMAIL]);
    if (exists.rowCount) {
      log('bench revenue: data already loaded');
      return;
    }
    const started = Date.now();
    await client.query('begin');
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
       select case when i = 0 then '${ADMIN_EMAIL}'
                   when i <= ${PROFESSIONALS} then 'bench-revenue-pro-' || i || '@bench.nl'
                   else 'bench-revenue-consumer@bench.nl' end,
              $1, 'Bench', 'Omzet ' || lpad(i::text, 3, '0'),
              case when i = 0 then 'admin' when i <= ${PROFESSIONALS} then 'professional' else 'consumer' end,
              now()
       from generate_series(0, ${PROFESSIONALS + 1}) i`,
      [await hashPassword(PASSWORD)],
    );
    await client.query(
      `insert into professional_profiles (user_id, specializations)
       select id, '{}' from users where email like 'bench-revenue-pro-%'`,
    );
    // 30,000 projects: a third paid in October, the rest in September and November.
    await client.query(
      `with p as (select array_agg(id order by email) ids from users where email like 'bench-revenue-pro-%'),
            c as (select id from users where email = 'bench-revenue-consumer@bench.nl')
       insert into projects (project_ref, title, type, status, consumer_id, professional_id, created_at)
       select 'BR-2025-' || lpad(i::text, 6, '0'), 'Taxatie bench ' || i, 'taxatie', 'completed', c.id,
              p.ids[1 + i % ${PROFESSIONALS}], '2025-08-01'
       from generate_series(1, ${3 * INVOICES}) i, p, c`,
    );
    // Month k (0 September, 1 October, 2 November) by i % 3; paid at a moment spread over the month.
    await client.query(
      `insert into invoices (invoice_number, project_id, professional_id, consumer_id, status, lines,
                             subtotal_ex_btw, total_btw, total_amount, issue_date, supply_date, due_date,
                             paid_at, payment_method, created_at)
       select '2025-' || lpad((900000 + row_number() over (order by pr.project_ref))::text, 6, '0'),
              pr.id, pr.professional_id, pr.consumer_id, 'paid', '[]'::jsonb,
              45000 + n % 997, round((45000 + n % 997) * 0.21), 45000 + n % 997 + round((45000 + n % 997) * 0.21),
              '2025-08-20', '2025-08-20', '2025-09-03',
              (make_date(2025, 9 + n % 3, 1)::timestamp + ((n / 3) % 28) * interval '1 day'
                + (n % 86400) * interval '1 second') at time zone 'Europe/Amsterdam',
              'ideal', '2025-08-20'
       from projects pr, lateral (select substr(pr.project_ref, 9)::int as n) x
       where pr.project_ref like 'BR-2025-%'`,
    );
    // 100 credit notes, made in October, of invoices paid in September (negative, as credit-notes.ts makes them).
    await client.query(
      `with o as (select i.* from invoices i join projects pr on pr.id = i.project_id
                  where pr.project_ref like 'BR-2025-%' and i.paid_at < '2025-09-30' order by i.invoice_number limit 100)
       insert into invoices (invoice_number, project_id, professional_id, consumer_id, status, lines,
                             subtotal_ex_btw, total_btw, total_amount, issue_date, supply_date, due_date,
                             credit_note_of, credit_reason, created_at)
       select '2025-' || lpad((950000 + row_number() over (order by o.invoice_number))::text, 6, '0'),
              o.project_id, o.professional_id, o.consumer_id, 'sent', '[]'::jsonb,
              -o.subtotal_ex_btw, -o.total_btw, -o.total_amount, '2025-10-15', o.supply_date, '2025-10-15',
              o.id, 'Bench', '2025-10-15 10:00+02'
       from o`,
    );
    await client.query(
      `update invoices set credited_at = '2025-10-15 10:00+02'
       where id in (select credit_note_of from invoices where credit_reason = 'Bench')`,
    );
    // Payout statements of October for every second professional, each holding their invoices paid before the 16th.
    await client.query(
      `insert into payouts (reference, professional_id, professional_name, professional_iban, year, month,
                            total_ex_btw, platform_fee, lead_fees, amount, status, paid_at, created_at)
       select 'UB-2025-' || lpad((800000 + rn)::text, 6, '0'), id, first_name || ' ' || last_name,
              'NL91ABNA0417164300', 2025, 10, 0, 0, 0, 0, 'paid', '2025-10-16 12:00+02', '2025-10-16 12:00+02'
       from (select u.*, row_number() over (order by u.email) rn from users u
             where u.email like 'bench-revenue-pro-%') x
       where rn % 2 = 0`,
    );
    await client.query(
      `insert into payout_items (payout_id, kind, invoice_id, reference, description, occurred_at, amount)
       select po.id, 'invoice', i.id, i.invoice_number, 'Factuur ' || i.invoice_number, i.paid_at, i.subtotal_ex_btw
       from payouts po join invoices i on i.professional_id = po.professional_id
       where po.reference like 'UB-2025-8%' and i.status = 'paid' and i.credit_note_of is null
         and i.paid_at >= '2025-10-01 00:00+02' and i.paid_at < '2025-10-16 00:00+02'`,
    );
    await client.query(
      `update payouts po set total_ex_btw = s.ex, platform_fee = floor((s.ex * 20 + 50) / 100),
              amount = s.ex - floor((s.ex * 20 + 50) / 100)
       from (select payout_id, sum(amount)::bigint ex from payout_items group by 1) s
       where s.payout_id = po.id and po.reference like 'UB-2025-8%'`,
    );
    await client.query('commit');
    await client.query(
      'analyze users, professional_profiles, projects, invoices, payouts, payout_items, lead_fee_entries',
    );
    await client.query('vacuum invoices');
    log(
      `bench revenue: loaded ${3 * INVOICES} paid invoices, 100 credit notes and ${PROFESSIONALS / 2} payouts in ${Date.now() - started} ms`,
    );
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

export const revenueGroup: BenchGroup = {
  name: 'revenue',
  description: "the admin's month of 10,000 paid invoices of 100 professionals, against a raw-pg reference",

  async server({ app, databaseUrl, poolSize }) {
    await loadData(databaseUrl, (m) => console.error(m));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    app.addHook('onClose', async () => {
      await pool.end();
    });

    app.get<{ Querystring: { month?: string; year?: string; old?: string } }>(
      '/bench/revenue-reference',
      async (request, reply) => {
        const token = request.cookies?.[SESSION_COOKIE];
        if (!token) return reply.code(401).send({ error: 'no session' });
        const session = await pool.query<{ id: string; role: string }>({
          name: 'bench_session_user',
          text: SESSION_USER_SQL,
          values: sessionUserValues(hashToken(token), app.ctx.config),
        });
        const user = session.rows[0];
        if (!user) return reply.code(401).send({ error: 'no session' });
        if (user.role !== 'admin') return reply.code(403).send({ error: 'forbidden' });
        const month = Number(request.query.month);
        const year = Number(request.query.year);
        if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year))
          return reply.code(400).send({ error: 'bad month' });
        const old = Boolean(request.query.old);
        const { rows } = await pool.query<RevenueMonthRow>({
          name: old ? 'bench_revenue_month_from_rows' : 'bench_revenue_month',
          text: old ? REVENUE_MONTH_FROM_ROWS_SQL : REVENUE_MONTH_SQL,
          values: [year, month, null],
        });
        const professionals = rows.map((r) => professionalMonth(r));
        return { year, month, totals: totalsOf(professionals), professionals };
      },
    );
  },

  async scenarios(ctx) {
    const login = await ctx.http.post('/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD });
    if (login.status !== 200 || !login.sid)
      throw new Error(`bench revenue: admin login failed: ${login.status}`);
    const cookie = `${SESSION_COOKIE}=${login.sid}`;
    const query = `month=${MONTH.month}&year=${MONTH.year}`;
    const appPath = `/api/admin/revenue?${query}`;
    const refPath = `/bench/revenue-reference?${query}`;
    const oldRefPath = `/bench/revenue-reference?${query}&old=1`;

    // The references must answer what the app answers: the totals the month added up from its rows.
    const [appRes, refRes, oldRes] = [
      await ctx.http.get(appPath, cookie),
      await ctx.http.get(refPath, cookie),
      await ctx.http.get(oldRefPath, cookie),
    ];
    if (appRes.status !== 200 || refRes.status !== 200 || oldRes.status !== 200)
      throw new Error(
        `bench revenue: expected 200 from all three, got ${appRes.status}, ${refRes.status} and ${oldRes.status}`,
      );
    if (
      canonical(appRes.json) !== canonical(refRes.json) ||
      canonical(appRes.json) !== canonical(oldRes.json)
    )
      throw new Error('bench revenue: the app and the references do not answer the same month');
    const verify = (json: unknown) => {
      const body = json as { professionals?: unknown[]; totals?: { invoiceCount?: number } };
      if (body.professionals?.length !== PROFESSIONALS || body.totals?.invoiceCount !== INVOICES)
        throw new Error(`bench revenue: expected ${PROFESSIONALS} professionals and ${INVOICES} invoices`);
    };
    verify(appRes.json);
    ctx.log(`bench revenue: ${JSON.stringify((appRes.json as { totals: unknown }).totals)}`);

    const scenario = (id: string, label: string, path: string, role: string): Scenario => ({
      id,
      label,
      role,
      method: 'GET',
      path,
      headers: { cookie },
      verify,
    });
    return [
      scenario(
        'revenue-month-oldref',
        'GET /bench/revenue-reference?month=&year=&old=1',
        oldRefPath,
        'old reference: session + the month added up from 10,000 invoices (REVENUE_MONTH_FROM_ROWS_SQL), raw pg',
      ),
      scenario(
        'revenue-month-ref',
        'GET /bench/revenue-reference?month=&year=',
        refPath,
        'reference: session + REVENUE_MONTH_SQL (maintained totals), raw pg prepared statements; the same split in JS',
      ),
      scenario(
        'revenue-month',
        'GET /api/admin/revenue?month=&year=',
        appPath,
        'admin, a month of 10,000 paid invoices of 100 professionals and 100 credit notes',
      ),
    ];
  },

  budgets: [...referenceBudgets(PAIRS), ...totalsBudgets(PAIRS)],
};
