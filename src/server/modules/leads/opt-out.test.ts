// The link 'Ik wil niet benaderd worden' in a lead client's first mail (decision 0042): the mail says who referred
// the client, for what and which details; the link works signed out, once, for 30 days; using it closes the lead
// without a fee, leaves nothing of the client in the lead, project and users tables, keeps an account that has other
// use, and tells the professional without the erased details.
import { OPT_OUT_MESSAGES } from '@shared/leads/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import {
  auditLog,
  leads,
  mailOutbox,
  notifications,
  oneTimeTokens,
  professionalProfiles,
  projects,
  users,
} from '../../db/schema';
import { createTestApp, linkTo, type TestApp, type TestUser, tokenOf } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let pro: Signed;
let pro2: Signed;
let doer: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional', { firstName: 'Piet', lastName: 'Pieters' });
  pro2 = await t.loginAs('professional', { firstName: 'Karin', lastName: 'Kramer' });
  doer = await t.loginAs('professional', { firstName: 'Dirk', lastName: 'Doener' });
  admin = await t.loginAs('admin');
  await t.database.db
    .update(professionalProfiles)
    .set({ company: 'Pieters Makelaardij' })
    .where(eq(professionalProfiles.userId, pro.id));
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const uniqueEmail = () => `bezwaar${++n}-${Date.now()}@example.nl`;
const CLIENT = {
  clientName: 'Jan de Vries',
  clientDetails: 'Wil weten wat de woning waard is',
  contactnummer: '0612345678',
  postcode: '1234AB',
  huisnummer: '12',
  huisletter: 'A',
  straat: 'Dorpsstraat',
  plaats: 'Utrecht',
};
const leadBody = (email: string, over: Record<string, unknown> = {}) => ({
  serviceType: 'taxatie',
  ...CLIENT,
  email,
  opmerkingen: 'Liefst na vijf uur bellen',
  bouwjaar: '1930',
  soortPand: 'Tussenwoning',
  ...over,
});

/** A lead of `by` for a new address; its row, its project and the opt-out token from the client's mail. */
async function leadWithLink(by: Signed = pro, email = uniqueEmail(), over: Record<string, unknown> = {}) {
  const res = await t.post('/api/leads/create', leadBody(email, over), by.cookie);
  expect(res.statusCode).toBe(201);
  const leadRef: string = res.json().lead.leadId;
  const mail = await t.sink.waitFor(email, {
    subject: /heeft u aangemeld bij Woonportaal/,
    timeoutMs: 20_000,
  });
  const token = tokenOf(linkTo(mail, '/niet-benaderen?token='));
  const [lead] = await t.database.db.select().from(leads).where(eq(leads.leadRef, leadRef));
  return { email, leadRef, lead: lead!, mail, token };
}

const status = (token: unknown) => t.post('/api/public/leads/opt-out/status', { token });
const confirm = (token: unknown) => t.post('/api/public/leads/opt-out', { token });

/** Every column of every row of the table, as one text, to look for the client's details in. */
async function tableText(table: string): Promise<string> {
  const rows = await selectRows(t.database.db, sql`select * from ${sql.identifier(table)}`);
  return JSON.stringify(rows);
}

describe("the lead client's first mail", () => {
  it('names the professional and company, why we write, what was passed on, and holds the opt-out link', async () => {
    const { mail } = await leadWithLink();
    expect(mail.subject).toBe('Piet Pieters van Pieters Makelaardij heeft u aangemeld bij Woonportaal');
    expect(mail.text).toContain(
      'Piet Pieters van Pieters Makelaardij heeft uw gegevens aan Woonportaal doorgegeven en u aangemeld voor een taxatie aanvraag.',
    );
    expect(mail.text).toContain('Daarom nemen wij contact met u op');
    expect(mail.text).toContain(
      'uw naam, e-mailadres, telefoonnummer en adres, en het bouwjaar, het soort pand, een toelichting van de professional',
    );
    expect(mail.text).not.toContain('Bedankt voor uw aanvraag');
    expect(mail.html).toContain('>Ik wil niet benaderd worden</a>');
    expect(mail.text).toContain('30 dagen geldig');
    // Still the one-time link to choose a password, never a password.
    expect(linkTo(mail, '/reset-password?token=')).toBeTruthy();
  });

  it('also goes to a known consumer, whose request joins their account', async () => {
    const known = await t.createUser({ role: 'consumer' });
    await t.post('/api/leads/create', leadBody(known.email), pro.cookie);
    const mail = await t.sink.waitFor(known.email, { subject: /heeft u aangemeld/, timeoutMs: 20_000 });
    expect(mail.text).toContain('De aanvraag staat in uw bestaande account bij Woonportaal.');
    expect(linkTo(mail, '/niet-benaderen?token=')).toBeTruthy();
  });
});

describe('POST /api/public/leads/opt-out/status', () => {
  it('names who referred the client and for what, without a session', async () => {
    const { token } = await leadWithLink();
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      referrer: 'Piet Pieters van Pieters Makelaardij',
      service: 'taxatie aanvraag',
    });
  });

  it('refuses an unknown link with a Dutch 404 and a missing one with a 400', async () => {
    const unknown = await status('onbekend-token-dat-niet-bestaat');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'OPT_OUT_LINK_UNKNOWN', message: OPT_OUT_MESSAGES.unknown });
    const missing = await status('');
    expect(missing.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/public/leads/opt-out', payload: {} })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/public/leads/opt-out', () => {
  it('closes the lead without a fee and leaves nothing of the client in the lead, project and users tables', async () => {
    // Details no other test's client has, so the whole tables can be searched for them.
    const unique = { clientName: 'Sanne Bezwaarmaker', contactnummer: '0698765432', straat: 'Bezwaarlaan' };
    const { email, lead, token } = await leadWithLink(pro, uniqueEmail(), unique);
    const projectId = lead.projectId!;
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toBeTruthy();
    const before = (await t.get('/api/leads/fee-summary', pro.cookie)).json();

    // No session: the mail's link is opened signed out.
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: OPT_OUT_MESSAGES.done });

    const [after] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toMatchObject({
      status: 'objected',
      feeCents: 0,
      projectId: null,
      clientName: '',
      clientDetails: null,
      email: '',
      contactnummer: '',
      postcode: '',
      huisnummer: '',
      huisletter: null,
      straat: '',
      plaats: '',
      opmerkingen: null,
      extras: {},
    });
    expect(after!.objectedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.id, account!.id))).toEqual([]);
    expect(
      await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, account!.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);
    for (const table of ['leads', 'projects', 'users', 'notifications', 'audit_log']) {
      const text = await tableText(table);
      expect(text, table).not.toContain(email);
      expect(text, table).not.toContain('Bezwaarmaker');
      expect(text, table).not.toContain('0698765432');
      expect(text, table).not.toContain('Bezwaarlaan');
    }
    // The admins' 'new request' notices named the client and pointed at the project: gone with it.
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.linkUrl, `/project/${projectId}`)),
    ).toEqual([]);

    // Nothing to earn, nothing pending; the list shows the lead as objected.
    const summary = (await t.get('/api/leads/fee-summary', pro.cookie)).json();
    expect(summary.pendingAmount).toBe(before.pendingAmount - lead.feeCents);
    expect(summary.pendingLeads).toBe(before.pendingLeads - 1);
    expect(summary.totalEarned).toBe(before.totalEarned);
    const list = (await t.get(`/api/leads/my-leads?q=${lead.leadRef}`, pro.cookie)).json();
    expect(list).toEqual([
      expect.objectContaining({ leadId: lead.leadRef, status: 'objected', feeAmount: 0, clientName: '' }),
    ]);

    // Audit-logged, without personal data.
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'lead.opt_out'));
    expect(entry).toMatchObject({
      actorId: null,
      entityType: 'lead',
      entityId: lead.id,
      before: { status: 'open', feeCents: lead.feeCents },
      after: { status: 'objected', feeCents: 0 },
    });
    expect(entry!.details).toMatchObject({ leadId: lead.leadRef, account: 'erased' });
  });

  it('tells the professional, by notification and mail, without the erased details', async () => {
    const { leadRef, token } = await leadWithLink(pro2);
    expect((await confirm(token)).statusCode).toBe(200);
    const notices = (await t.get('/api/notifications', pro2.cookie)).json();
    const list = Array.isArray(notices) ? notices : notices.notifications;
    const notice = list.find((x: { title: string }) => x.title === OPT_OUT_MESSAGES.professionalTitle);
    expect(notice.message).toBe(OPT_OUT_MESSAGES.professionalMessage(leadRef));
    const mail = await t.sink.waitFor(pro2.email, {
      subject: /Klant wil niet benaderd worden/,
      timeoutMs: 20_000,
    });
    expect(mail.text).toContain(leadRef);
    expect(mail.text).not.toContain('Jan de Vries');
    expect(mail.text).not.toContain('Dorpsstraat');
  });

  it('tells a professional assigned to the request that it lapsed', async () => {
    const { lead, token } = await leadWithLink();
    const assigned = await t.post(
      `/api/projects/${lead.projectId}/assign`,
      { professionalId: doer.id },
      admin.cookie,
    );
    expect(assigned.statusCode).toBe(200);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, lead.projectId!));
    expect((await confirm(token)).statusCode).toBe(200);
    const mail = await t.sink.waitFor(doer.email, { subject: /Opdracht vervallen/, timeoutMs: 20_000 });
    expect(mail.text).toContain(project!.projectRef);
  });

  it('works once: a second use is told it was done and changes nothing', async () => {
    const { lead, token } = await leadWithLink();
    expect((await confirm(token)).statusCode).toBe(200);
    const auditCount = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id))).length;
    const entries = await auditCount();
    for (const again of [await confirm(token), await status(token)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'OPT_OUT_ALREADY_DONE',
        message: OPT_OUT_MESSAGES.alreadyDone,
      });
    }
    expect(await auditCount()).toBe(entries);
  });

  it('two clicks at once use the link once', async () => {
    const { token } = await leadWithLink();
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('expires after 30 days: a Dutch refusal, and the lead, project and account stay as they were', async () => {
    const { email, lead, token } = await leadWithLink();
    expect(lead.optOutExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    expect(lead.optOutExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600_000);
    await t.database.db
      .update(leads)
      .set({ optOutExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(leads.id, lead.id));
    for (const res of [await status(token), await confirm(token)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'OPT_OUT_LINK_EXPIRED', message: OPT_OUT_MESSAGES.expired });
    }
    const [still] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(still).toMatchObject({
      status: 'open',
      clientName: 'Jan de Vries',
      email,
      projectId: lead.projectId,
    });
    expect(await t.database.db.select().from(projects).where(eq(projects.id, lead.projectId!))).toHaveLength(
      1,
    );
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('keeps the account made for the client when another request uses it', async () => {
    const { email, lead, token } = await leadWithLink();
    // A second professional refers the same client: the account now has a project of another lead.
    const other = await t.post(
      '/api/leads/create',
      leadBody(email, { serviceType: 'bouwkundige' }),
      pro2.cookie,
    );
    expect(other.statusCode).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));

    expect((await confirm(token)).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, account!.id));
    expect(kept).toMatchObject({ email, deletedAt: null });
    expect(await t.database.db.select().from(projects).where(eq(projects.id, lead.projectId!))).toEqual([]);
    expect(
      await t.database.db.select().from(projects).where(eq(projects.consumerId, account!.id)),
    ).toHaveLength(1);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    const all = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(all.find((e) => e.action === 'lead.opt_out')?.details).toMatchObject({ account: 'kept' });
    expect(entry).toBeTruthy();
  });

  it('keeps an account the client had before the lead', async () => {
    const known = await t.createUser({ role: 'consumer' });
    const res = await t.post('/api/leads/create', leadBody(known.email), pro.cookie);
    const mail = await t.sink.waitFor(known.email, { subject: /heeft u aangemeld/, timeoutMs: 20_000 });
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.leadRef, res.json().lead.leadId));
    expect((await confirm(tokenOf(linkTo(mail, '/niet-benaderen?token=')))).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, known.id))).toHaveLength(1);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, lead!.projectId!))).toEqual([]);
  });

  it('no longer closes a request on which work has started, and changes nothing', async () => {
    const { lead, token } = await leadWithLink();
    await t.database.db
      .update(projects)
      .set({ status: 'in_progress', professionalId: doer.id })
      .where(eq(projects.id, lead.projectId!));
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OPT_OUT_WORK_STARTED', message: OPT_OUT_MESSAGES.workStarted });
    const [still] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(still!.status).toBe('open');
    expect(await t.database.db.select().from(projects).where(eq(projects.id, lead.projectId!))).toHaveLength(
      1,
    );
  });

  it('refuses an unknown link with a Dutch 404', async () => {
    const res = await confirm('x'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OPT_OUT_LINK_UNKNOWN', message: OPT_OUT_MESSAGES.unknown });
  });
});
