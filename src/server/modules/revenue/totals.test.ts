// The maintained totals (docs/decisions/0044) against a count from scratch: many random writes through the real
// services (projects made, assigned, cancelled, reopened; invoices sent, paid online or by transfer, paid late after a
// credit note, credited; leads whose fee is earned and taken back; payouts; accounts deleted or anonymised), some of
// them at once, and after each round the kept totals must equal the recount, and the revenue page's answer from the
// totals must equal the answer added up from the invoices. Also: the repair, and a bulk INSERT … SELECT.
import { REVENUE_MAX_YEAR } from '@shared/revenue/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { invoices, leads, projects, users } from '../../db/schema';
import { recountTotals, totalsDifferences } from '../../db/totals';
import {
  invoicedProject,
  markInvoicePaid,
  paidInvoice,
  withCompanyDetails,
} from '../../test/fixtures/invoices';
import { completeAllSteps } from '../../test/fixtures/steps';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { listProjects } from '../projects/reads';
import {
  REVENUE_HISTORY_FROM_ROWS_SQL,
  REVENUE_HISTORY_SQL,
  REVENUE_MONTH_FROM_ROWS_SQL,
  REVENUE_MONTH_SQL,
} from './queries';
import { monthRevenue } from './service';

type Signed = TestUser & { cookie: string };
let t: TestApp;
let admin: Signed;
const pros: Signed[] = [];
const consumers: Signed[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  for (let i = 0; i < 3; i++) {
    const pro = await t.loginAs('professional', { firstName: `Pro${i}`, lastName: 'Teller' });
    await withCompanyDetails(t, pro.id);
    pros.push(pro);
  }
  for (let i = 0; i < 2; i++) consumers.push(await t.loginAs('consumer'));
});
afterAll(async () => {
  await t.close();
});

/** A small seeded generator (mulberry32), so a failing sequence can be run again. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

// Moments around month ends in the Netherlands (CET and CEST), where a wrong time zone would put money in the
// wrong month.
const PAID_AT = [
  '2025-01-31T22:30:00Z', // 23:30 on 31 January in Amsterdam
  '2025-01-31T23:30:00Z', // 00:30 on 1 February
  '2025-03-31T21:30:00Z', // 23:30 on 31 March (summer time)
  '2025-03-31T22:30:00Z', // 00:30 on 1 April
  '2025-06-15T10:00:00Z',
  '2025-12-31T23:00:00Z', // midnight: 1 January 2026
];

const expectExact = async () => expect(await totalsDifferences(t.database.db)).toEqual([]);

/** The revenue page's rows from the totals and added up from the rows themselves, for every month with money. */
async function expectRevenueAnswersAgree() {
  const months = await selectRows<{ year: number; month: number }>(
    t.database.db,
    sql`select distinct year, month from revenue_month_totals_recounted`,
  );
  for (const { year, month } of months) {
    for (const pro of [null, pros[0]!.id]) {
      const kept = await t.database.query('a', REVENUE_MONTH_SQL, [year, month, pro]);
      const counted = await t.database.query('b', REVENUE_MONTH_FROM_ROWS_SQL, [year, month, pro]);
      expect(JSON.stringify(kept)).toBe(JSON.stringify(counted));
    }
    const order = (rows: { professionalId: string; year: number; month: number }[]) =>
      JSON.stringify(
        [...rows].sort((x, y) =>
          `${x.year}-${x.month}-${x.professionalId}`.localeCompare(
            `${y.year}-${y.month}-${y.professionalId}`,
          ),
        ),
      );
    const keptHistory = await t.database.query<never>('c', REVENUE_HISTORY_SQL, [year, month, null]);
    const countedHistory = await t.database.query<never>('d', REVENUE_HISTORY_FROM_ROWS_SQL, [
      year,
      month,
      null,
    ]);
    expect(order(keptHistory)).toBe(order(countedHistory));
  }
}

/**
 * The admins' answers that each node keeps in memory (db/read-cache.ts) are those read afresh: the revenue month of
 * every month with money and the first pages of the project list, through the routes (kept) and the services (not).
 */
async function expectKeptAnswersFresh() {
  const months = await selectRows<{ year: number; month: number }>(
    t.database.db,
    sql`select distinct year, month from revenue_month_totals`,
  );
  for (const { year, month } of months) {
    const res = await t.get(`/api/admin/revenue?year=${year}&month=${month}`, admin.cookie);
    expect(res.json()).toEqual(
      JSON.parse(
        JSON.stringify(
          await monthRevenue({ database: t.database, year, month } as Parameters<typeof monthRevenue>[0]),
        ),
      ),
    );
  }
  for (const query of [{ pageSize: 100 }, { filter: 'active' as const, pageSize: 10 }]) {
    const res = await t.get(
      `/api/projects?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      admin.cookie,
    );
    const fresh = await listProjects({
      database: t.database,
      kind: 'all',
      actor: { id: admin.id, realUserId: admin.id, role: 'admin' },
      query,
    } as Parameters<typeof listProjects>[0]);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(fresh.rows)));
    expect(res.headers['x-total-count']).toBe(String(fresh.total));
  }
}

describe('maintained totals', () => {
  it('stay equal to a count from scratch through random writes of every kind, some of them at once', async () => {
    const rnd = randomFrom(24);
    const sent: { id: string; pro: Signed }[] = [];
    const leadProjects: string[] = [];
    let leadN = 0;

    const ops: Record<string, () => Promise<unknown>> = {
      async project() {
        const status = rnd.pick(['pending', 'assigned', 'in_progress', 'completed', 'cancelled'] as const);
        await t.createProject({
          consumerId: rnd.pick(consumers).id,
          status,
          professionalId: status === 'pending' ? null : rnd.pick(pros).id,
        });
      },
      async assignOrCancel() {
        const [p] = await t.database.db
          .select({ id: projects.id, status: projects.status })
          .from(projects)
          .where(sql`${projects.status} in ('pending', 'assigned')`)
          .orderBy(sql`random()`)
          .limit(1);
        if (!p) return;
        const res =
          p.status === 'pending' && rnd.next() < 0.5
            ? await t.post(
                `/api/projects/${p.id}/assign`,
                { professionalId: rnd.pick(pros).id },
                admin.cookie,
              )
            : await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, admin.cookie);
        // A project whose invoice is paid may not be cancelled (409): a refusal must change no total either.
        expect([200, 409]).toContain(res.statusCode);
      },
      async paidInvoice() {
        const pro = rnd.pick(pros);
        sent.push({
          ...(await paidInvoice(t, {
            consumerId: rnd.pick(consumers).id,
            pro,
            paidAt: rnd.pick(PAID_AT),
            extra: rnd.int(5_000),
          })),
          pro,
        });
      },
      async unpaidInvoice() {
        const pro = rnd.pick(pros);
        const { invoice } = await invoicedProject(t, { consumerId: rnd.pick(consumers).id, pro });
        sent.push({ ...invoice, pro });
      },
      async creditNote() {
        const [i] = await t.database.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            sql`${invoices.creditNoteOf} is null and ${invoices.creditedAt} is null and ${invoices.status} <> 'draft'`,
          )
          .orderBy(sql`random()`)
          .limit(1);
        if (!i) return;
        const res = await t.post(
          `/api/invoices/${i.id}/credit-note`,
          { reason: 'Dubbel gefactureerd' },
          admin.cookie,
        );
        expect(res.statusCode).toBe(201);
      },
      async transfer() {
        const [i] = await t.database.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(sql`${invoices.creditNoteOf} is null and ${invoices.creditedAt} is null
            and ${invoices.status} in ('sent', 'overdue', 'pending_payment')`)
          .limit(1);
        if (!i) return;
        const res = await t.post(`/api/admin/invoices/${i.id}/paid-by-transfer`, {}, admin.cookie);
        expect(res.statusCode).toBe(200);
      },
      async latePayment() {
        // The provider reports a credited invoice paid after all: its credit note starts to count.
        const [i] = await t.database.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(sql`${invoices.creditNoteOf} is null and ${invoices.creditedAt} is not null
            and ${invoices.status} <> 'paid'`)
          .limit(1);
        if (i) await markInvoicePaid(t, i.id, new Date(rnd.pick(PAID_AT)));
      },
      async payout() {
        const [open] = await selectRows<{ year: number; month: number; professional_id: string }>(
          t.database.db,
          sql`select year, month, professional_id from revenue_month_totals
            where open_count > 0 and professional_id in (${sql.join(
              pros.map((p) => sql`${p.id}::uuid`),
              sql`, `,
            )})
            order by random() limit 1`,
        );
        if (!open) return;
        const page = await t.get(`/api/admin/revenue?year=${open.year}&month=${open.month}`, admin.cookie);
        const row = page
          .json()
          .professionals.find((r: { professionalId: string }) => r.professionalId === open.professional_id);
        if (!row || row.openAmount <= 0) return;
        const res = await t.post(
          '/api/admin/revenue/payout',
          {
            professional_id: open.professional_id,
            year: open.year,
            month: open.month,
            amount: row.openAmount,
          },
          admin.cookie,
        );
        expect(res.statusCode).toBe(201);
      },
      async leadEarned() {
        // A professional's lead, done by pros[0]: completing its project earns the fee in this month.
        const res = await t.post(
          '/api/leads/create',
          {
            serviceType: 'taxatie',
            clientName: 'Jan de Vries',
            email: `klant-totals-${++leadN}-${Date.now()}@example.nl`,
            contactnummer: '0612345678',
            postcode: '1234AB',
            huisnummer: '12',
            straat: 'Dorpsstraat',
            plaats: 'Utrecht',
            clientDetails: 'Zoekt een taxatie',
            opmerkingen: '',
            bouwjaar: '1930',
            oppervlakte: '120',
            soortPand: 'Tussenwoning',
            budget: '400000',
          },
          rnd.pick(pros).cookie,
        );
        expect(res.statusCode).toBe(201);
        const [lead] = await t.database.db
          .select({ projectId: leads.projectId })
          .from(leads)
          .where(eq(leads.leadRef, res.json().lead.leadId));
        const projectId = lead!.projectId!;
        const doer = pros[0]!;
        expect(
          (await t.post(`/api/projects/${projectId}/assign`, { professionalId: doer.id }, admin.cookie))
            .statusCode,
        ).toBe(200);
        expect(
          (await t.patch(`/api/projects/${projectId}/status`, { status: 'in_progress' }, doer.cookie))
            .statusCode,
        ).toBe(200);
        await completeAllSteps(t, { id: projectId, type: 'taxatie' });
        const { id: invoiceId } = (
          await t.post('/api/invoices', { projectId, additionalCosts: [] }, doer.cookie)
        ).json();
        expect((await t.post(`/api/invoices/${invoiceId}/send`, {}, doer.cookie)).statusCode).toBe(200);
        expect(
          (await t.patch(`/api/projects/${projectId}/status`, { status: 'completed' }, doer.cookie))
            .statusCode,
        ).toBe(200);
        const [fee] = await selectRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from lead_fee_entries e join leads l on l.id = e.lead_id
            where l.project_id = ${projectId}`,
        );
        expect(fee!.n).toBe(1);
        leadProjects.push(projectId);
      },
      async leadTakenBack() {
        // Reopened and cancelled: the fee is taken back (deleted while no payout holds it, else reversed).
        const projectId = leadProjects.pop();
        if (!projectId) return;
        const reopened = await t.post(
          `/api/projects/${projectId}/reopen`,
          { reason: 'Toch niet klaar' },
          admin.cookie,
        );
        expect(reopened.statusCode).toBe(200);
        const cancelled = await t.patch(
          `/api/projects/${projectId}/status`,
          { status: 'cancelled' },
          admin.cookie,
        );
        expect(cancelled.statusCode).toBe(200);
      },
      async deleteUser() {
        // A consumer with nothing is deleted outright; one whose projects others rely on is anonymised.
        const fresh = await t.createUser({ role: rnd.pick(['consumer', 'professional'] as const) });
        if (rnd.next() < 0.5) {
          await t.createProject({ consumerId: fresh.id });
        }
        const res = await t.request({
          method: 'DELETE',
          url: `/api/admin/users/${fresh.id}`,
          cookie: admin.cookie,
        });
        expect(res.statusCode).toBe(200);
      },
      async deleteProfessionalWithInvoices() {
        // A professional with paid invoices is anonymised: their months stay, under the anonymised account.
        const pro = await t.loginAs('professional');
        await withCompanyDetails(t, pro.id);
        await paidInvoice(t, { consumerId: consumers[0]!.id, pro, paidAt: rnd.pick(PAID_AT) });
        const res = await t.request({
          method: 'DELETE',
          url: `/api/admin/users/${pro.id}`,
          cookie: admin.cookie,
        });
        expect(res.statusCode).toBe(200);
      },
    };

    const weights: [keyof typeof ops, number][] = [
      ['project', 6],
      ['assignOrCancel', 4],
      ['paidInvoice', 6],
      ['unpaidInvoice', 3],
      ['creditNote', 3],
      ['transfer', 2],
      ['latePayment', 2],
      ['payout', 3],
      ['leadEarned', 2],
      ['leadTakenBack', 1],
      ['deleteUser', 2],
      ['deleteProfessionalWithInvoices', 1],
    ];
    const bag = weights.flatMap(([op, w]) => Array<keyof typeof ops>(w).fill(op));
    // A credit note of a paid invoice and a payout for certain, every kind once (a late payment needs a credited
    // unpaid invoice first), then at random.
    const credited = await paidInvoice(t, {
      consumerId: consumers[0]!.id,
      pro: pros[1]!,
      paidAt: PAID_AT[0]!,
    });
    expect(
      (await t.post(`/api/invoices/${credited.id}/credit-note`, { reason: 'Fout' }, admin.cookie)).statusCode,
    ).toBe(201);
    await paidInvoice(t, { consumerId: consumers[0]!.id, pro: pros[2]!, paidAt: '2025-06-15T10:00:00Z' });
    const june = (await t.get('/api/admin/revenue?year=2025&month=6', admin.cookie)).json();
    const open = june.professionals.find((r: { professionalId: string }) => r.professionalId === pros[2]!.id);
    const paidOut = await t.post(
      '/api/admin/revenue/payout',
      { professional_id: pros[2]!.id, year: 2025, month: 6, amount: open.openAmount },
      admin.cookie,
    );
    expect(paidOut.statusCode).toBe(201);
    await expectExact();
    for (const [op] of weights) await ops[op]!();
    await ops.unpaidInvoice!();
    await ops.creditNote!();
    await ops.latePayment!();
    await expectExact();
    await expectKeptAnswersFresh();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 6; i++) {
        await ops[rnd.pick(bag)]!();
        await expectKeptAnswersFresh();
      }
      // Some at once: on PostgreSQL these are concurrent transactions on the same counter rows.
      await Promise.all([
        ops.project!(),
        ops.project!(),
        ops.paidInvoice!(),
        ops.paidInvoice!(),
        ops.assignOrCancel!(),
      ]);
      await expectExact();
      await expectKeptAnswersFresh();
    }
    await expectRevenueAnswersAgree();
    const [made] = await selectRows<{ items: number; notes: number }>(
      t.database.db,
      sql`select (select count(*)::int from payout_items) as items,
        (select count(*)::int from invoices c join invoices o on o.id = c.credit_note_of where o.status = 'paid') as notes`,
    );
    // The writes did what they are here for: payouts, and credit notes of paid invoices are among them.
    expect(made!.items).toBeGreaterThan(0);
    expect(made!.notes).toBeGreaterThan(0);

    // The dashboards' counts are the kept ones, and equal to counting.
    const counts = (await t.get('/api/projects/counts', admin.cookie)).json();
    const [all] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from projects`,
    );
    expect(counts.total).toBe(all!.n);
    const userCounts = (await t.get('/api/users/counts', admin.cookie)).json();
    const [live] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where deleted_at is null`,
    );
    expect(userCounts.total).toBe(live!.n);
  }, 300_000);

  it('are rebuilt from scratch by the repair, whatever they held', async () => {
    await t.createProject({ consumerId: consumers[0]!.id });
    await t.database.db.execute(sql`update project_status_counts set n = n + 7`);
    await t.database.db.execute(sql`delete from user_role_counts where role = 'consumer'`);
    await t.database.db.execute(sql`update revenue_month_totals set total_ex_btw = total_ex_btw + 1`);
    await t.database.db.execute(
      sql`insert into revenue_month_totals values (${REVENUE_MAX_YEAR}, 1, ${pros[1]!.id}, 1, 1, 5, 0, 1, 5, 0)`,
    );
    const wrong = await totalsDifferences(t.database.db);
    expect(new Set(wrong.map((d) => d.total))).toEqual(
      new Set(['project_status_counts', 'user_role_counts', 'revenue_month_totals']),
    );
    await recountTotals(t.database.db);
    await expectExact();
  });

  it('count rows loaded in bulk with INSERT … SELECT, as the bench loads them', async () => {
    await t.database.db.execute(sql`insert into projects (project_ref, title, type, status, consumer_id, created_at)
      select 'TX-2020-' || lpad(g::text, 5, '0'), 'Bulk ' || g, 'taxatie',
        (array['pending', 'assigned', 'in_progress', 'completed', 'cancelled'])[1 + g % 5],
        ${consumers[1]!.id}::uuid, now() - g * interval '1 minute'
      from generate_series(1, 500) g`);
    await t.database.db
      .update(projects)
      .set({ status: 'cancelled' })
      .where(sql`${projects.projectRef} like 'TX-2020-%' and ${projects.status} = 'pending'`);
    await t.database.db.delete(projects).where(sql`${projects.projectRef} like 'TX-2020-0001%'`);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, consumers[1]!.id));
    await expectExact();
  });
});
