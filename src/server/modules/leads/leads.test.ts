// Leads: creating one files a consumer request (account made or found, a set-password link and
// never a password), each professional sees their own, the fee is earned once when the project completes (also
// completed again after a reopen, or twice at once), and the admin's revenue adds it.
import { LEAD_FEES_CENTS } from '@shared/leads/fees';
import { LEAD_MESSAGES } from '@shared/leads/texts';
import { currentMonth } from '@shared/revenue/months';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  invoices,
  leadFeeEntries,
  leads,
  payoutItems,
  payouts,
  projects,
  users,
} from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import { invoiceProject, markInvoicePaid, withCompanyDetails } from '../../test/fixtures/invoices';
import { completeAllSteps } from '../../test/fixtures/steps';
import { createTestApp, linkTo, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let pro: Signed;
let pro2: Signed;
let doer: Signed;
let admin: Signed;
let consumer: Signed;
beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional', { firstName: 'Piet', lastName: 'Pieters' });
  pro2 = await t.loginAs('professional');
  doer = await t.loginAs('professional', { firstName: 'Dirk', lastName: 'Doener' });
  admin = await t.loginAs('admin');
  consumer = await t.loginAs('consumer');
  await withCompanyDetails(t, doer.id);
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const uniqueEmail = () => `klant${++n}-${Date.now()}@example.nl`;
const leadBody = (over: Record<string, unknown> = {}) => ({
  serviceType: 'taxatie',
  clientName: 'Jan de Vries',
  clientDetails: 'Zoekt een taxatie voor de hypotheek',
  email: uniqueEmail(),
  contactnummer: '0612345678',
  postcode: '1234AB',
  huisnummer: '12',
  huisletter: 'A',
  straat: 'Dorpsstraat',
  plaats: 'Utrecht',
  opmerkingen: '',
  bouwjaar: '1930',
  oppervlakte: '120',
  soortPand: 'Tussenwoning',
  budget: '400000',
  ...over,
});
const create = (body: unknown, cookie = pro.cookie) => t.post('/api/leads/create', body, cookie);
const projectOfLead = async (leadId: string) => {
  const [row] = await t.database.db
    .select({ projectId: leads.projectId })
    .from(leads)
    .where(eq(leads.leadRef, leadId));
  const [p] = await t.database.db.select().from(projects).where(eq(projects.id, row!.projectId!));
  return p!;
};

/** The lead's project assigned to `doer`, in progress, its steps done and invoiced: ready to be completed. */
async function readyToComplete(leadId: string) {
  const p = await projectOfLead(leadId);
  const assigned = await t.post(`/api/projects/${p.id}/assign`, { professionalId: doer.id }, admin.cookie);
  expect(assigned.statusCode).toBe(200);
  await t.database.db
    .update(projects)
    .set({ status: 'in_progress', startedAt: new Date() })
    .where(eq(projects.id, p.id));
  await completeAllSteps(t, p);
  await invoiceProject(t, { id: p.id, professionalId: doer.id });
  return p;
}
const complete = (projectId: string) =>
  t.patch(`/api/projects/${projectId}/status`, { status: 'completed' }, doer.cookie);

describe('POST /api/leads/create', () => {
  it('files the lead as a pending project on a new consumer account and mails a set-password link, no password', async () => {
    const body = leadBody();
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ success: true, message: LEAD_MESSAGES.created, existingUser: false });
    expect(answer.lead).toMatchObject({
      serviceType: 'taxatie',
      clientName: 'Jan de Vries',
      status: 'open',
      payoutStatus: 'pending',
      feeAmount: LEAD_FEES_CENTS.taxatie,
      extras: { bouwjaar: '1930', oppervlakte: '120', soortPand: 'Tussenwoning' },
    });
    // budget belongs to buying and selling agents only
    expect(answer.lead.extras.budget).toBeUndefined();
    expect(answer.lead.leadId).toMatch(/^LD-[0-9A-F]{8}$/);
    // The lead names no project: for a staff address there is none, and both must read alike.
    expect(answer.lead).not.toHaveProperty('projectId');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({
      role: 'consumer',
      passwordHash: null,
      firstName: 'Jan',
      lastName: 'de Vries',
    });
    const p = await projectOfLead(answer.lead.leadId);
    expect(p).toMatchObject({
      status: 'pending',
      type: 'taxatie',
      consumerId: user!.id,
      professionalId: null,
    });
    expect(p.projectRef).toMatch(/^TX-\d{4}-\d{5}$/);
    expect(p.title).toContain('Dorpsstraat 12A');

    // Visible to admins for assignment.
    const all = await t.get('/api/projects', admin.cookie);
    expect(JSON.stringify(all.json())).toContain(p.projectRef);

    const mail = await t.sink.waitFor(body.email, {
      subject: /heeft u aangemeld bij Woonportaal/,
      timeoutMs: 20_000,
    });
    expect(mail.text).not.toMatch(/wachtwoord\s*:/i);
    expect(linkTo(mail, '/reset-password?token=')).toBeTruthy();
  });

  it('files a lead for a known consumer on that account (existingUser) and keeps the buying extras', async () => {
    const res = await create(leadBody({ serviceType: 'aankoopmakelaar', email: consumer.email }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      existingUser: true,
      lead: { feeAmount: 5_000, extras: { budget: '400000' } },
    });
    const p = await projectOfLead(res.json().lead.leadId);
    expect(p.consumerId).toBe(consumer.id);
  });

  it("answers for a professional's or an admin's address as for any known one, attaches nothing and tells the mailbox", async () => {
    const consumer = await t.createUser({ role: 'consumer' });
    const forConsumer = await create(leadBody({ email: consumer.email }));
    const projectsBefore = (await t.database.db.select().from(projects)).length;
    for (const staff of [pro2, admin]) {
      const res = await create(leadBody({ email: staff.email }));
      expect(res.statusCode).toBe(forConsumer.statusCode);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(forConsumer.json()).sort());
      expect(Object.keys(body.lead).sort()).toEqual(Object.keys(forConsumer.json().lead).sort());
      expect(body).toMatchObject({ success: true, existingUser: true, lead: { status: 'open' } });
      const [row] = await t.database.db.select().from(leads).where(eq(leads.leadRef, body.lead.leadId));
      expect(row!.projectId).toBeNull();
      const mail = await t.sink.waitFor(staff.email, {
        subject: /^Aanvraag niet aan uw account toegevoegd$/,
      });
      expect(mail.text).toMatch(/niet opgeslagen/);
    }
    expect((await t.database.db.select().from(projects)).length).toBe(projectsBefore);
  });

  it('answers 400 with Dutch field messages for the required fields', async () => {
    const res = await create({ serviceType: 'taxatie', email: 'geen-adres' });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(fieldErrors).toMatchObject({
      clientName: LEAD_MESSAGES.clientName,
      email: LEAD_MESSAGES.email,
      contactnummer: LEAD_MESSAGES.contactnummer,
      postcode: LEAD_MESSAGES.postcode,
      huisnummer: LEAD_MESSAGES.huisnummer,
      straat: LEAD_MESSAGES.straat,
      plaats: LEAD_MESSAGES.plaats,
    });
    const blank = await create(leadBody({ clientName: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.clientName).toBe(LEAD_MESSAGES.clientName);
    // Verduurzaming has no lead fee in the spec and is no lead service (decision 0021).
    const service = await create(leadBody({ serviceType: 'verduurzaming' }));
    expect(service.statusCode).toBe(400);
    expect(service.json().fieldErrors.serviceType).toBe(LEAD_MESSAGES.serviceType);
  });

  it('is for professionals only: 401 signed out, 403 for consumers and admins', async () => {
    expect((await t.post('/api/leads/create', leadBody())).statusCode).toBe(401);
    expect((await create(leadBody(), consumer.cookie)).statusCode).toBe(403);
    expect((await create(leadBody(), admin.cookie)).statusCode).toBe(403);
    for (const path of ['/api/leads/my-leads', '/api/leads/fee-summary']) {
      expect((await t.get(path)).statusCode, path).toBe(401);
      expect((await t.get(path, consumer.cookie)).statusCode, path).toBe(403);
      expect((await t.get(path, admin.cookie)).statusCode, path).toBe(403);
    }
  });
});

describe('GET /api/leads/my-leads and /api/leads/fee-summary', () => {
  it("lists only the professional's own leads, newest first, and sums their fees", async () => {
    const own = await t.loginAs('professional');
    const other = await t.loginAs('professional');
    const a = (await create(leadBody({ serviceType: 'energielabel' }), own.cookie)).json().lead;
    const b = (await create(leadBody({ serviceType: 'verkoopmakelaar' }), own.cookie)).json().lead;
    await create(leadBody(), other.cookie);

    const mine = await t.get('/api/leads/my-leads', own.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((l: { leadId: string }) => l.leadId)).toEqual([b.leadId, a.leadId]);

    const summary = await t.get('/api/leads/fee-summary', own.cookie);
    expect(summary.json()).toEqual({
      totalEarned: 0,
      pendingAmount: 2_000 + 7_500,
      thisMonthEarnings: 0,
      totalLeads: 2,
      completedLeads: 0,
      pendingLeads: 2,
      paidOutLeads: 0,
    });
  });
});

describe('GET /api/leads/my-leads: paging, filter and search on the server', () => {
  type Listed = { id: string; leadId: string; clientName: string; status: string; payoutStatus: string };
  const ids = (res: { json: () => Listed[] }) => res.json().map((l) => l.leadId);
  let own: Signed;
  let made: Listed[];
  let newestFirst: string[];
  beforeAll(async () => {
    own = await t.loginAs('professional');
    const other = await t.loginAs('professional');
    made = [];
    for (const clientName of ['Anna Appel', 'Bram Bes', 'Cees Citroen', 'Dora Druif', 'Eva Appelboom']) {
      made.push((await create(leadBody({ clientName }), own.cookie)).json().lead);
    }
    newestFirst = made.map((l) => l.leadId).reverse();
    // Another professional's lead with a name that every search below would find.
    expect((await create(leadBody({ clientName: 'Anna Appel' }), other.cookie)).statusCode).toBe(201);
    // Anna completed this month (not paid out); Bram completed in January 2025, whose payout was recorded.
    await t.database.db
      .update(leads)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(leads.leadRef, made[0]!.leadId));
    await t.database.db
      .update(leads)
      .set({ status: 'completed', completedAt: new Date('2025-01-15T12:00:00Z') })
      .where(eq(leads.leadRef, made[1]!.leadId));
    // Their fees as completing the projects would have earned them; Bram's is in a payout of January 2025.
    const entries = await t.database.db
      .insert(leadFeeEntries)
      .values(
        [made[0]!, made[1]!].map((l, i) => ({
          leadId: l.id,
          professionalId: own.id,
          kind: 'earned' as const,
          amount: 2_500,
          occurredAt: i === 0 ? new Date() : new Date('2025-01-15T12:00:00Z'),
        })),
      )
      .returning();
    const [po] = await t.database.db
      .insert(payouts)
      .values({
        reference: `UB-2025-${String(Math.floor(Math.random() * 900_000) + 100_000)}`,
        professionalId: own.id,
        professionalName: 'Eigen Professional',
        professionalIban: 'NL91ABNA0417164300',
        year: 2025,
        month: 1,
        totalExBtw: 0,
        platformFee: 0,
        leadFees: 2_500,
        amount: 2_500,
        status: 'paid',
        createdBy: admin.id,
      })
      .returning();
    await t.database.db.insert(payoutItems).values({
      payoutId: po!.id,
      kind: 'lead_fee',
      leadFeeEntryId: entries[1]!.id,
      reference: made[1]!.leadId,
      description: 'Leadvergoeding',
      occurredAt: entries[1]!.occurredAt,
      amount: 2_500,
    });
  });

  it('pages newest first and gives the total in X-Total-Count', async () => {
    const first = await t.get('/api/leads/my-leads?page=1&pageSize=2', own.cookie);
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    expect(first.headers['x-total-count']).toBe('5');
    const second = await t.get('/api/leads/my-leads?page=2&pageSize=2', own.cookie);
    expect(ids(second)).toEqual(newestFirst.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('5');
    const last = await t.get('/api/leads/my-leads?page=3&pageSize=2', own.cookie);
    expect(ids(last)).toEqual(newestFirst.slice(4));
    expect(last.headers['x-total-count']).toBe('5');
    const past = await t.get('/api/leads/my-leads?page=9&pageSize=2', own.cookie);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
    // Without paging: the first 50.
    const all = await t.get('/api/leads/my-leads', own.cookie);
    expect(ids(all)).toEqual(newestFirst);
    expect(all.headers['x-total-count']).toBe('5');
  });

  it('filters alle, open, voltooid (paid out or not) and uitbetaald; the summary counts each filter', async () => {
    const by = async (status: string) => {
      const res = await t.get(`/api/leads/my-leads?status=${status}&pageSize=100`, own.cookie);
      expect(res.statusCode, status).toBe(200);
      expect(res.headers['x-total-count'], status).toBe(String(res.json().length));
      return ids(res);
    };
    expect(await by('alle')).toEqual(newestFirst);
    expect(await by('open')).toEqual(newestFirst.slice(0, 3));
    expect(await by('voltooid')).toEqual([made[1]!.leadId, made[0]!.leadId]);
    expect(await by('uitbetaald')).toEqual([made[1]!.leadId]);
    const paid = (await t.get('/api/leads/my-leads?status=uitbetaald', own.cookie)).json()[0];
    expect(paid).toMatchObject({ status: 'completed', payoutStatus: 'paid' });

    const summary = (await t.get('/api/leads/fee-summary', own.cookie)).json();
    expect(summary).toMatchObject({ totalLeads: 5, pendingLeads: 3, completedLeads: 2, paidOutLeads: 1 });
    // The second page of a filter, and its total.
    const page2 = await t.get('/api/leads/my-leads?status=open&page=2&pageSize=2', own.cookie);
    expect(ids(page2)).toEqual([newestFirst[2]]);
    expect(page2.headers['x-total-count']).toBe('3');
  });

  it("searches the client's name or the lead id, case-insensitively, within the filter", async () => {
    const search = async (q: string, status = 'alle') => {
      const res = await t.get(
        `/api/leads/my-leads?status=${status}&q=${encodeURIComponent(q)}&pageSize=1`,
        own.cookie,
      );
      expect(res.statusCode, q).toBe(200);
      return { ids: ids(res), total: res.headers['x-total-count'] };
    };
    // 'appel' finds Eva Appelboom and Anna Appel (one a page, the total says two), not the other's Anna Appel.
    expect(await search('APPEL')).toEqual({ ids: [made[4]!.leadId], total: '2' });
    expect(await search('appel', 'voltooid')).toEqual({ ids: [made[0]!.leadId], total: '1' });
    expect(await search('appel', 'uitbetaald')).toEqual({ ids: [], total: '0' });
    // Part of a lead id, lower case.
    const part = made[2]!.leadId.slice(0, 7).toLowerCase();
    const byId = await t.get(`/api/leads/my-leads?q=${part}`, own.cookie);
    expect(ids(byId)).toContain(made[2]!.leadId);
    // LIKE's wildcards are taken literally.
    expect(await search('%')).toEqual({ ids: [], total: '0' });
    expect(await search('_')).toEqual({ ids: [], total: '0' });
    // Blank is no search.
    expect((await search('   ')).total).toBe('5');
  });

  it("never shows another professional's leads, whatever the filter or search", async () => {
    const stranger = await t.loginAs('professional');
    for (const query of ['', '?status=open', '?q=anna', '?status=voltooid&q=appel', '?pageSize=100']) {
      const res = await t.get(`/api/leads/my-leads${query}`, stranger.cookie);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual([]);
      expect(res.headers['x-total-count'], query).toBe('0');
    }
    const mine = ids(await t.get('/api/leads/my-leads?q=anna', own.cookie));
    expect(mine).toEqual([made[0]!.leadId]);
  });

  it('refuses a bad query with a Dutch 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['status=betaald', 'status'],
      ['status=completed', 'status'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=%00', 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await t.get(`/api/leads/my-leads?${query}`, own.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe('Ongeldige invoer');
      expect(Object.keys(res.json().fieldErrors), query).toEqual([field]);
    }
    const status = await t.get('/api/leads/my-leads?status=betaald', own.cookie);
    expect(status.json().fieldErrors.status).toBe('Onbekend filter');
    const long = await t.get(`/api/leads/my-leads?q=${'x'.repeat(101)}`, own.cookie);
    expect(long.json().fieldErrors.q).toBe('Maximaal 100 tekens');
  });

  it('refuses the other roles: 401 signed out, 403 for consumers and admins, also with a query', async () => {
    const path = '/api/leads/my-leads?status=open&q=anna&page=1&pageSize=10';
    expect((await t.get(path)).statusCode).toBe(401);
    expect((await t.get(path, consumer.cookie)).statusCode).toBe(403);
    expect((await t.get(path, admin.cookie)).statusCode).toBe(403);
  });
});

describe('a lead completes with its project', () => {
  it('earns the fee once for the professional who brought it, also when completed again after a reopen', async () => {
    const bringer = await t.loginAs('professional');
    const { lead } = (await create(leadBody({ serviceType: 'bouwkundige' }), bringer.cookie)).json();
    const p = await readyToComplete(lead.leadId);

    expect((await complete(p.id)).statusCode).toBe(200);
    const [after] = (await t.get('/api/leads/my-leads', bringer.cookie)).json();
    expect(after).toMatchObject({ status: 'completed', payoutStatus: 'pending', feeAmount: 4_000 });
    const completedAt = after.completedAt;
    expect(completedAt).not.toBeNull();

    const reopen = await t.post(`/api/projects/${p.id}/reopen`, { reason: 'Per ongeluk' }, admin.cookie);
    expect(reopen.statusCode).toBe(200);
    expect((await complete(p.id)).statusCode).toBe(200);
    const [again] = (await t.get('/api/leads/my-leads', bringer.cookie)).json();
    expect(again).toMatchObject({ status: 'completed', completedAt });

    const summary = (await t.get('/api/leads/fee-summary', bringer.cookie)).json();
    expect(summary).toMatchObject({
      totalEarned: 4_000,
      thisMonthEarnings: 4_000,
      pendingAmount: 0,
      completedLeads: 1,
      pendingLeads: 0,
    });
    // The doer earns no lead fee.
    expect((await t.get('/api/leads/fee-summary', doer.cookie)).json().totalEarned).toBe(0);

    // The money is in the audit trail: the fee set when the lead came, earned once, by the one who completed it.
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, lead.id)))
      .orderBy(auditLog.createdAt);
    expect(trail).toMatchObject([
      { action: 'lead.create', actorId: bringer.id, after: { status: 'open', feeCents: 4_000 } },
      {
        action: 'lead.complete',
        actorId: doer.id,
        before: { status: 'open', feeCents: 4_000 },
        after: { status: 'completed', feeCents: 4_000 },
        details: { leadId: lead.leadId, projectId: p.id, professionalId: bringer.id },
      },
    ]);
  });

  it('earns it once when two completions race', async () => {
    const bringer = await t.loginAs('professional');
    const { lead } = (await create(leadBody({ serviceType: 'hypotheekadviseur' }), bringer.cookie)).json();
    const p = await readyToComplete(lead.leadId);
    const codes = (await Promise.all([complete(p.id), complete(p.id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect((await t.get('/api/leads/fee-summary', bringer.cookie)).json().totalEarned).toBe(6_000);
  });

  it("adds the month's earned fees to the professional's revenue and payout; paid out once the payout is marked", async () => {
    // The bringer also has a paid invoice this month, so the dashboard has a row for them.
    const bringer = await t.loginAs('professional');
    await withCompanyDetails(t, bringer.id);
    const { lead } = (await create(leadBody({ serviceType: 'verkoopmakelaar' }), bringer.cookie)).json();
    const p = await readyToComplete(lead.leadId);
    expect((await complete(p.id)).statusCode).toBe(200);

    const own = await t.createProject({
      type: 'taxatie',
      consumerId: consumer.id,
      status: 'in_progress',
      professionalId: bringer.id,
      formData: {},
    });
    const invoice = await invoiceProject(t, { id: own.id, professionalId: bringer.id });
    await markInvoicePaid(t, invoice.id);

    const ym = currentMonth(); // the calendar month in the Netherlands
    const rev = await t.get(
      `/api/admin/revenue?month=${ym.month}&year=${ym.year}&professional_id=${bringer.id}`,
      admin.cookie,
    );
    expect(rev.statusCode).toBe(200);
    const row = rev.json().professionals[0];
    expect(row.leadFees).toBe(7_500);
    expect(row.professionalPayout).toBe(Math.round(row.totalExBtw * 0.8) + 7_500);

    const paid = await t.post(
      '/api/admin/revenue/payout',
      { professional_id: bringer.id, month: ym.month, year: ym.year, amount: row.professionalPayout },
      admin.cookie,
    );
    expect(paid.statusCode).toBe(201);
    const [after] = (await t.get('/api/leads/my-leads', bringer.cookie)).json();
    expect(after).toMatchObject({ status: 'completed', payoutStatus: 'paid' });
  });
});

describe("a lead's fee is taken back", () => {
  const ym = currentMonth();
  const revenueRow = async (professionalId: string) =>
    (
      await t.get(
        `/api/admin/revenue?month=${ym.month}&year=${ym.year}&professional_id=${professionalId}`,
        admin.cookie,
      )
    ).json().professionals[0];
  const entriesOf = (leadRef: string) =>
    t.database.db
      .select({ kind: leadFeeEntries.kind, amount: leadFeeEntries.amount })
      .from(leadFeeEntries)
      .innerJoin(leads, eq(leads.id, leadFeeEntries.leadId))
      .where(eq(leads.leadRef, leadRef))
      .orderBy(leadFeeEntries.occurredAt);

  it('before it is paid out: reopened and cancelled, the earned fee is gone and the lead open again', async () => {
    const bringer = await t.loginAs('professional');
    const { lead } = (await create(leadBody({ serviceType: 'bouwkundige' }), bringer.cookie)).json();
    const p = await readyToComplete(lead.leadId);
    expect((await complete(p.id)).statusCode).toBe(200);
    expect(await entriesOf(lead.leadId)).toEqual([{ kind: 'earned', amount: 4_000 }]);

    expect((await t.post(`/api/projects/${p.id}/reopen`, { reason: 'Fout' }, admin.cookie)).statusCode).toBe(
      200,
    );
    const cancelled = await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, admin.cookie);
    expect(cancelled.statusCode).toBe(200);

    expect(await entriesOf(lead.leadId)).toEqual([]);
    const [after] = (await t.get('/api/leads/my-leads', bringer.cookie)).json();
    expect(after).toMatchObject({ status: 'open', payoutStatus: 'pending', completedAt: null });
    // A cancelled project's lead will earn nothing: it is not pending either.
    expect((await t.get('/api/leads/fee-summary', bringer.cookie)).json()).toMatchObject({
      totalEarned: 0,
      thisMonthEarnings: 0,
      completedLeads: 0,
      pendingAmount: 0,
      pendingLeads: 0,
      totalLeads: 1,
    });
    expect(await revenueRow(bringer.id)).toBeUndefined();
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.fee_reverse'), eq(auditLog.entityId, lead.id)));
    expect(trail).toMatchObject([
      {
        actorId: admin.id,
        details: { reason: 'project_cancelled', removedUnpaid: 4_000, reversedPaidOut: 0 },
        before: { status: 'completed' },
        after: { status: 'open' },
      },
    ]);
  });

  it('after it is paid out: the invoice credited, a reversal the next payout subtracts; completed again, earned again', async () => {
    const bringer = await t.loginAs('professional');
    await withCompanyDetails(t, bringer.id);
    const { lead } = (await create(leadBody({ serviceType: 'verkoopmakelaar' }), bringer.cookie)).json();
    const p = await readyToComplete(lead.leadId);
    expect((await complete(p.id)).statusCode).toBe(200);
    const first = await t.post(
      '/api/admin/revenue/payout',
      { professional_id: bringer.id, month: ym.month, year: ym.year, amount: 7_500 },
      admin.cookie,
    );
    expect(first.statusCode).toBe(201);
    expect((await t.get('/api/leads/my-leads', bringer.cookie)).json()[0]).toMatchObject({
      payoutStatus: 'paid',
    });

    // The project's invoice is credited in full: the paid-out fee is taken back by a reversal.
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.projectId, p.id), sql`${invoices.creditNoteOf} is null`));
    const credited = await t.post(
      `/api/invoices/${invoice!.id}/credit-note`,
      { reason: 'Geannuleerd' },
      admin.cookie,
    );
    expect(credited.statusCode).toBe(201);
    expect(await entriesOf(lead.leadId)).toEqual([
      { kind: 'earned', amount: 7_500 },
      { kind: 'reversed', amount: -7_500 },
    ]);
    expect((await t.get('/api/leads/my-leads', bringer.cookie)).json()[0]).toMatchObject({
      status: 'open',
      payoutStatus: 'pending',
    });
    // Nothing else open: a month of only the reversal has nothing to pay.
    expect(await revenueRow(bringer.id)).toMatchObject({
      leadFees: 0,
      paidOutAmount: 7_500,
      openAmount: -7_500,
    });
    const nothing = await t.post(
      '/api/admin/revenue/payout',
      { professional_id: bringer.id, month: ym.month, year: ym.year, amount: 0 },
      admin.cookie,
    );
    expect(nothing.statusCode).toBe(409);

    // The bringer's own invoice paid this month: the next payout pays it minus the reversal.
    const own = await t.createProject({
      type: 'taxatie',
      consumerId: consumer.id,
      status: 'in_progress',
      professionalId: bringer.id,
      formData: {},
    });
    const ownInvoice = await invoiceProject(t, { id: own.id, professionalId: bringer.id });
    await markInvoicePaid(t, ownInvoice.id);
    const row = await revenueRow(bringer.id);
    const [paidOwn] = await t.database.db.select().from(invoices).where(eq(invoices.id, ownInvoice.id));
    const net = paidOwn!.subtotalExBtw - Math.floor((paidOwn!.subtotalExBtw * 20 + 50) / 100) - 7_500;
    expect(row).toMatchObject({ openAmount: net, paidOutAmount: 7_500, payoutStatus: 'pending' });
    const second = await t.post(
      '/api/admin/revenue/payout',
      { professional_id: bringer.id, month: ym.month, year: ym.year, amount: net },
      admin.cookie,
    );
    expect(second.statusCode).toBe(201);
    const detail = (await t.get(`/api/payouts/${second.json().payout.id}`, bringer.cookie)).json().payout;
    expect(
      detail.items.map((i: { kind: string; amount: number; leadId: string | null }) => [i.kind, i.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['invoice', paidOwn!.subtotalExBtw],
        ['lead_fee_reversal', -7_500],
      ]),
    );
    expect(detail.items).toHaveLength(2);
    expect(detail).toMatchObject({ leadFees: -7_500, amount: net });

    // Invoiced anew and completed again after a reopen: the fee is earned again.
    expect(
      (await t.post(`/api/projects/${p.id}/reopen`, { reason: 'Opnieuw' }, admin.cookie)).statusCode,
    ).toBe(200);
    await invoiceProject(t, { id: p.id, professionalId: doer.id });
    expect((await complete(p.id)).statusCode).toBe(200);
    expect(await entriesOf(lead.leadId)).toEqual([
      { kind: 'earned', amount: 7_500 },
      { kind: 'reversed', amount: -7_500 },
      { kind: 'earned', amount: 7_500 },
    ]);
    expect((await t.get('/api/leads/my-leads', bringer.cookie)).json()[0]).toMatchObject({
      status: 'completed',
      payoutStatus: 'pending',
    });
  });
});

describe('POST /api/leads/create rate limit', () => {
  it('refuses a professional’s 31st lead in an hour with a Dutch 429 and makes no account', async () => {
    const rule = RATE_RULES.leadCreatePerUser;
    const start = new Date(Math.floor(Date.now() / rule.windowMs) * rule.windowMs).toISOString();
    await t.database.db.execute(
      sql`insert into rate_limits (key, window_start, count)
          values (${`${rule.name}:${pro2.id}`}, ${start}, ${rule.limit})`,
    );
    const body = leadBody();
    const res = await create(body, pro2.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^U heeft te veel leads aangemaakt/);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email as string)),
    ).toHaveLength(0);
  });
});
