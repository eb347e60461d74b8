import type { ProjectStatus } from '@shared/projects/status';
import { ADMIN_RESET_MESSAGES, USER_MESSAGES } from '@shared/users/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import {
  auditLog,
  invoices,
  notifications,
  professionalProfiles,
  projects,
  sessions,
  users,
} from '../../db/schema';
import { createTestApp, linkTo, type TestApp, tokenOf } from '../../test/helpers';
import { notify } from '../notifications/service';
import { deleteUser } from './deletion';
import { invoiceFiguresSql } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function viewingAs(role: 'consumer' | 'professional') {
  return (await t.adminViewingAs(await t.createUser({ role }))).cookie;
}

/** Signed out, consumer, professional and an admin viewing as a consumer or a professional. */
async function refusedCallers() {
  return [
    { cookie: null, status: 401 },
    { cookie: (await t.loginAs('consumer')).cookie, status: 403 },
    { cookie: (await t.loginAs('professional')).cookie, status: 403 },
    { cookie: await viewingAs('consumer'), status: 403 },
    { cookie: await viewingAs('professional'), status: 403 },
  ];
}

const projectFor = (consumerId: string, professionalId?: string, status: ProjectStatus = 'pending') =>
  t.createProject({
    type: 'taxatie',
    consumerId,
    ...(professionalId || status !== 'pending' ? { professionalId: professionalId ?? null, status } : {}),
  });

let invoiceCounter = 0;

/**
 * An invoice as the invoices module stores it, written directly: one line at 21% VAT, integer cents. A credit note
 * (`creditNoteOf`) carries the negated amounts and marks its invoice credited, as the module does.
 */
async function insertInvoice(opts: {
  projectId: string;
  consumerId: string;
  professionalId: string;
  exBtw: number;
  status: 'sent' | 'pending_payment' | 'paid' | 'overdue';
  creditNoteOf?: string;
}) {
  const btw = Math.round((opts.exBtw * 21) / 100);
  const line = {
    kind: 'fee' as const,
    description: 'Taxatie',
    amountExBtw: opts.exBtw,
    btwPercentage: 21 as const,
    btwAmount: btw,
    totalAmount: opts.exBtw + btw,
  };
  invoiceCounter++;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      invoiceNumber: `2099-${String(invoiceCounter).padStart(6, '0')}`,
      projectId: opts.projectId,
      professionalId: opts.professionalId,
      consumerId: opts.consumerId,
      status: opts.status,
      lines: [line],
      subtotalExBtw: line.amountExBtw,
      totalBtw: line.btwAmount,
      totalAmount: line.totalAmount,
      issueDate: '2026-11-01',
      supplyDate: '2026-11-01',
      dueDate: '2026-11-15',
      paidAt: opts.status === 'paid' ? new Date() : null,
      creditNoteOf: opts.creditNoteOf ?? null,
    })
    .returning({ id: invoices.id });
  if (opts.creditNoteOf) {
    await t.database.db
      .update(invoices)
      .set({ creditedAt: new Date() })
      .where(eq(invoices.id, opts.creditNoteOf));
  }
  return row!.id;
}

describe('GET /api/users', () => {
  it('lists users by achternaam with paging, a total, a role filter and search', async () => {
    const admin = await t.loginAs('admin');
    const tag = `zoek${Date.now()}`;
    const a = await t.createUser({ role: 'consumer', firstName: 'Anna', lastName: `Jansen${tag}` });
    const b = await t.createUser({ role: 'professional', firstName: 'Bram', lastName: `Visser${tag}` });
    const c = await t.createUser({ role: 'consumer', email: `${tag}@voorbeeld.nl` });

    const all = await t.request({ method: 'GET', url: `/api/users?q=${tag}`, cookie: admin.cookie });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    // Gebruiker, Jansen…, Visser…
    expect(all.json().map((u: { id: string }) => u.id)).toEqual([c.id, a.id, b.id]);
    expect(all.json()[1]).toEqual({
      id: a.id,
      firstName: 'Anna',
      tussenvoegsel: null,
      lastName: `Jansen${tag}`,
      email: a.email,
      phone: null,
      role: 'consumer',
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });

    const page2 = await t.request({
      method: 'GET',
      url: `/api/users?q=${tag}&page=2&pageSize=2`,
      cookie: admin.cookie,
    });
    expect(page2.headers['x-total-count']).toBe('3');
    expect(page2.json().map((u: { id: string }) => u.id)).toEqual([b.id]);

    const pros = await t.request({
      method: 'GET',
      url: `/api/users?q=${tag}&role=professional`,
      cookie: admin.cookie,
    });
    expect(pros.json().map((u: { id: string }) => u.id)).toEqual([b.id]);

    // Case-insensitive over first name, last name and e-mail; a full name works too.
    for (const q of ['ANNA', `anna jansen${tag}`, `${tag}@VOORBEELD`]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/users?q=${encodeURIComponent(q)}`,
        cookie: admin.cookie,
      });
      expect(res.json().map((u: { id: string }) => u.id)).toContain(
        q === 'ANNA' ? a.id : q.includes('@') ? c.id : a.id,
      );
    }
    // By id, whole or its start.
    for (const q of [b.id, b.id.slice(0, 8)]) {
      const res = await t.request({ method: 'GET', url: `/api/users?q=${q}`, cookie: admin.cookie });
      expect(res.json().map((u: { id: string }) => u.id)).toContain(b.id);
    }
    // LIKE wildcards are plain characters.
    const pct = await t.request({ method: 'GET', url: '/api/users?q=%25%25', cookie: admin.cookie });
    expect(pct.json()).toEqual([]);
    expect(pct.headers['x-total-count']).toBe('0');
  });

  it("finds Sanne van der Berg by 'van der Berg', 'Berg' and 'Sanne van der', and sorts her under B", async () => {
    const admin = await t.loginAs('admin');
    const tag = `naam${Date.now()}`;
    const email = (name: string) => `${name}.${tag}@voorbeeld.nl`;
    const sanne = await t.createUser({ firstName: 'Sanne', lastName: 'Berg', email: email('sanne') });
    await t.database.db.update(users).set({ tussenvoegsel: 'van der' }).where(eq(users.id, sanne.id));
    // A tussenvoegsel typed into the last name (registration has no field for it) sorts the same way.
    const pieter = await t.createUser({ firstName: 'Pieter', lastName: 'de Vries', email: email('pieter') });
    const anna = await t.createUser({ firstName: 'Anna', lastName: 'Aalders', email: email('anna') });
    const bram = await t.createUser({ firstName: 'Bram', lastName: 'Bakker', email: email('bram') });
    const wim = await t.createUser({ firstName: 'Wim', lastName: 'Zwart', email: email('wim') });
    const search = async (q: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/users?q=${encodeURIComponent(q)}&pageSize=100`,
        cookie: admin.cookie,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        id: string;
        firstName: string;
        tussenvoegsel: string | null;
        lastName: string;
      }[];
    };

    for (const q of ['van der Berg', 'Berg', 'Sanne van der', 'VAN DER', '  sanne   VAN der ']) {
      const found = await search(q);
      expect(
        found.map((u) => u.id),
        q,
      ).toContain(sanne.id);
      expect(found.find((u) => u.id === sanne.id)).toMatchObject({
        tussenvoegsel: 'van der',
        lastName: 'Berg',
      });
    }
    // Not her: the name without its tussenvoegsel is not what she is called.
    expect((await search('Sanne Berg')).map((u) => u.id)).not.toContain(sanne.id);
    expect(await search(`Sanne de Berg ${tag}`)).toEqual([]);

    // Aalders, Bakker, Berg (van der), Vries (de), Zwart: the tussenvoegsel does not count.
    expect((await search(tag)).map((u) => u.id)).toEqual([anna.id, bram.id, sanne.id, pieter.id, wim.id]);
  });

  it('leaves deleted users out', async () => {
    const admin = await t.loginAs('admin');
    const gone = await t.createUser({ role: 'consumer' });
    await projectFor(gone.id);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      cookie: admin.cookie,
    });
    expect(del.json().outcome).toBe('anonymised');
    const res = await t.request({ method: 'GET', url: `/api/users?pageSize=100`, cookie: admin.cookie });
    expect(res.json().map((u: { id: string }) => u.id)).not.toContain(gone.id);
    const byId = await t.request({ method: 'GET', url: `/api/users?q=${gone.id}`, cookie: admin.cookie });
    expect(byId.json()).toEqual([]);
  });

  it('refuses bad input with Dutch messages', async () => {
    const admin = await t.loginAs('admin');
    for (const query of ['role=koning', 'pageSize=101', 'page=0', `q=${'x'.repeat(101)}`]) {
      const res = await t.request({ method: 'GET', url: `/api/users?${query}`, cookie: admin.cookie });
      expect(res.statusCode, query).toBe(400);
    }
    const role = await t.request({ method: 'GET', url: '/api/users?role=koning', cookie: admin.cookie });
    expect(role.json().fieldErrors.role).toBe('Onbekende rol');
  });

  it('is for admins only', async () => {
    for (const { cookie, status } of await refusedCallers()) {
      expect((await t.request({ method: 'GET', url: '/api/users', cookie })).statusCode).toBe(status);
    }
  });
});

describe('GET /api/admin/users/:userId', () => {
  it('shows a professional with company details, statistics and projects', async () => {
    const admin = await t.loginAs('admin');
    const pro = await t.createUser({ role: 'professional', specializations: ['taxatie'] });
    await t.database.db
      .update(professionalProfiles)
      .set({ company: 'Taxatie BV', workAreas: ['Utrecht'], kvkNummer: '12345678', experience: '10 jaar' })
      .where(eq(professionalProfiles.userId, pro.id));
    const consumer = await t.createUser({ role: 'consumer' });
    const done = await projectFor(consumer.id, pro.id, 'completed');
    await projectFor(consumer.id, pro.id, 'in_progress');
    await projectFor(consumer.id, pro.id, 'cancelled');
    await projectFor(consumer.id); // not his

    const res = await t.request({ method: 'GET', url: `/api/admin/users/${pro.id}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: pro.id, email: pro.email, role: 'professional', phone: null });
    expect(body.professionalProfile).toMatchObject({
      specialties: ['taxatie'],
      workAreas: ['Utrecht'],
      bedrijfsnaam: 'Taxatie BV',
      kvkNummer: '12345678',
      experience: '10 jaar',
      iban: null,
    });
    expect(body.statistics).toEqual({
      assigned_projects: 3,
      completed_projects: 1,
      total_revenue: 0,
      completion_rate: 33,
    });
    expect(body.projects).toHaveLength(3);
    expect(body.projects.map((p: { status: string }) => p.status).sort()).toEqual([
      'cancelled',
      'completed',
      'in_progress',
    ]);
    expect(body.projects.find((p: { id: string }) => p.id === done.id)).toMatchObject({
      projectId: done.projectRef,
      title: done.title,
      service: 'taxatie',
      status: 'completed',
    });
  });

  it('shows a consumer with their project count and no professional profile', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ role: 'consumer' });
    await projectFor(consumer.id);
    await projectFor(consumer.id, undefined, 'assigned');
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/users/${consumer.id}`,
      cookie: admin.cookie,
    });
    const body = res.json();
    expect(body.professionalProfile).toBeNull();
    expect(body.statistics).toEqual({ total_projects: 2, paid_invoices: 0, total_spent: 0 });
    // Each project with its own status (decision 0020), labelled on the page as on every other screen.
    expect(body.projects.map((p: { status: string }) => p.status).sort()).toEqual(['assigned', 'pending']);
  });

  it('counts revenue, payments and spending from the paid invoices, net of credit notes', async () => {
    const admin = await t.loginAs('admin');
    const pro = await t.createUser({ role: 'professional' });
    const other = await t.createUser({ role: 'professional' });
    const consumer = await t.createUser({ role: 'consumer' });
    const project = () => projectFor(consumer.id, pro.id, 'completed');
    const on = async (exBtw: number, status: 'sent' | 'paid' | 'overdue') =>
      insertInvoice({
        projectId: (await project()).id,
        consumerId: consumer.id,
        professionalId: pro.id,
        exBtw,
        status,
      });
    const credit = async (invoiceId: string, exBtw: number) => {
      const [{ projectId } = { projectId: '' }] = await t.database.db
        .select({ projectId: invoices.projectId })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      await insertInvoice({
        projectId,
        consumerId: consumer.id,
        professionalId: pro.id,
        exBtw: -exBtw,
        status: 'sent',
        creditNoteOf: invoiceId,
      });
    };

    await on(45000, 'paid'); // € 450,00 ex, € 544,50 incl.: counts
    await on(26000, 'paid'); // € 260,00 ex, € 314,60 incl.: counts
    await credit(await on(75000, 'paid'), 75000); // paid, then credited in full: nets to nothing
    await credit(await on(30000, 'sent'), 30000); // credited before it was paid: neither counts
    await on(150000, 'sent'); // unpaid
    await on(60000, 'overdue'); // unpaid
    // Another professional's paid invoice to the same consumer: the consumer's, not this professional's.
    await insertInvoice({
      projectId: (await projectFor(consumer.id, other.id, 'completed')).id,
      consumerId: consumer.id,
      professionalId: other.id,
      exBtw: 10000,
      status: 'paid',
    });

    const proDetail = await t.request({
      method: 'GET',
      url: `/api/admin/users/${pro.id}`,
      cookie: admin.cookie,
    });
    expect(proDetail.json().statistics).toEqual({
      assigned_projects: 6,
      completed_projects: 6,
      total_revenue: 45000 + 26000,
      completion_rate: 100,
    });

    const consumerDetail = await t.request({
      method: 'GET',
      url: `/api/admin/users/${consumer.id}`,
      cookie: admin.cookie,
    });
    expect(consumerDetail.json().statistics).toEqual({
      total_projects: 7,
      paid_invoices: 3,
      total_spent: 54450 + 31460 + 12100,
    });

    const otherDetail = await t.request({
      method: 'GET',
      url: `/api/admin/users/${other.id}`,
      cookie: admin.cookie,
    });
    expect(otherDetail.json().statistics.total_revenue).toBe(10000);
  });

  it('reads the invoice figures of either party on its index', async () => {
    for (const column of ['professional_id', 'consumer_id']) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await selectRows<Record<string, string>>(
          tx,
          sql`explain ${invoiceFiguresSql(sql.raw(column), UNKNOWN)}`,
        );
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain(
        column.replace('_id', '') === 'professional'
          ? 'invoices_professional_created_idx'
          : 'invoices_consumer_created_idx',
      );
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const admin = await t.loginAs('admin');
    const unknown = await t.request({
      method: 'GET',
      url: `/api/admin/users/${UNKNOWN}`,
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(USER_MESSAGES.notFound);
    const bad = await t.request({ method: 'GET', url: '/api/admin/users/abc', cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const target = await t.createUser();
    for (const { cookie, status } of await refusedCallers()) {
      const res = await t.request({ method: 'GET', url: `/api/admin/users/${target.id}`, cookie });
      expect(res.statusCode).toBe(status);
    }
  });
});

describe('POST /api/admin/reset-user-password', () => {
  it('sets the password, ends the sessions, mails the user without the password and audits it', async () => {
    const admin = await t.loginAs('admin');
    const user = await t.loginAs('consumer');
    const newPassword = 'Nieuw-Wachtwoord-9';
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/reset-user-password',
      payload: { targetUserId: user.id, newPassword },
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Wachtwoord gewijzigd' });
    // The old session is gone, the old password no longer works, the new one does.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: user.cookie })).statusCode).toBe(
      401,
    );
    await expect(t.login(user.email, user.password)).rejects.toThrow();
    expect(await t.login(user.email, newPassword)).toBeTruthy();
    await t.flushMail();
    const mail = await t.sink.waitFor(user.email, { subject: /wachtwoord/i });
    expect(mail.text).not.toContain(newPassword);
    expect(mail.html).not.toContain(newPassword);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => [a.action, a.actorId])).toContainEqual(['users.admin-password-reset', admin.id]);
  });

  it('voids a reset link the user asked for earlier, so it cannot overwrite the new password', async () => {
    const admin = await t.loginAs('admin');
    const user = await t.createUser({ role: 'consumer' });
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const link = linkTo(
      await t.sink.waitFor(user.email, { subject: /Wachtwoord opnieuw/ }),
      '/reset-password',
    );
    const reset = await t.request({
      method: 'POST',
      url: '/api/admin/reset-user-password',
      payload: { targetUserId: user.id, newPassword: 'Door-de-beheerder-1' },
      cookie: admin.cookie,
    });
    expect(reset.statusCode).toBe(200);
    const late = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(link), password: 'Van-de-oude-link-1' },
    });
    expect(late.statusCode).toBe(400);
    expect(await t.login(user.email, 'Door-de-beheerder-1')).toBeTruthy();
  });

  it('refuses bad input with the dialog’s Dutch messages and changes nothing', async () => {
    const admin = await t.loginAs('admin');
    const user = await t.loginAs('consumer');
    for (const [payload, field, message] of [
      [{ targetUserId: user.id, newPassword: '' }, 'newPassword', ADMIN_RESET_MESSAGES.required],
      [{ targetUserId: user.id }, 'newPassword', ADMIN_RESET_MESSAGES.required],
      [{ targetUserId: user.id, newPassword: 'kort' }, 'newPassword', ADMIN_RESET_MESSAGES.tooShort],
      [{ targetUserId: 'abc', newPassword: 'Lang-genoeg-1' }, 'targetUserId', USER_MESSAGES.notFound],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/reset-user-password',
        payload,
        cookie: admin.cookie,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    const unknown = await t.request({
      method: 'POST',
      url: '/api/admin/reset-user-password',
      payload: { targetUserId: UNKNOWN, newPassword: 'Lang-genoeg-1' },
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    // Nothing changed: the session and the password still work.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: user.cookie })).statusCode).toBe(
      200,
    );
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });

  it('is for admins only', async () => {
    const target = await t.createUser();
    for (const { cookie, status } of await refusedCallers()) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/reset-user-password',
        payload: { targetUserId: target.id, newPassword: 'Lang-genoeg-1' },
        cookie,
      });
      expect(res.statusCode).toBe(status);
    }
    expect(await t.login(target.email, target.password)).toBeTruthy();
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes a user nobody relies on outright, with their sessions, and they cannot sign in', async () => {
    const admin = await t.loginAs('admin');
    const user = await t.loginAs('professional');
    await notify(t.database.db, { userId: user.id, title: 'x', message: 'y' });
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Gebruiker verwijderd', outcome: 'deleted' });
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: user.cookie })).statusCode).toBe(
      401,
    );
    await expect(t.login(user.email, user.password)).rejects.toThrow();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => [a.action, a.actorId])).toContainEqual(['users.deleted', admin.id]);
  });

  it('anonymises a user whose projects others rely on; the projects stay readable', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.loginAs('consumer');
    const pro = await t.loginAs('professional', { specializations: ['taxatie'] });
    await t.database.db
      .update(users)
      .set({ phone: '0612345678', profileImageUrl: '/x.png' })
      .where(eq(users.id, pro.id));
    const project = await projectFor(consumer.id, pro.id, 'in_progress');
    const done = await projectFor(consumer.id, pro.id, 'completed');
    await notify(t.database.db, { userId: pro.id, title: 'x', message: 'y' });
    // An admin viewing as the professional stops doing so.
    const watcher = await t.loginAs('admin');
    await t.viewAs(watcher.cookie, pro.id);

    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${pro.id}`,
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('anonymised');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, pro.id));
    expect(row).toMatchObject({
      firstName: 'Verwijderde',
      lastName: 'gebruiker',
      email: `verwijderd-${pro.id}@verwijderd.invalid`,
      phone: null,
      passwordHash: null,
      profileImageUrl: null,
      deletedAt: expect.any(Date),
    });
    expect(
      await t.database.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, pro.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.id))).toEqual(
      [],
    );
    const [tokens] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from one_time_tokens where user_id = ${pro.id}`,
    );
    expect(Number(tokens!.n)).toBe(0);
    // Finished work keeps its professional; open work goes back to waiting and the admins are told.
    const [kept] = await t.database.db.select().from(projects).where(eq(projects.id, done.id));
    expect(kept).toMatchObject({ professionalId: pro.id, consumerId: consumer.id, status: 'completed' });
    const [released] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(released).toMatchObject({ professionalId: null, status: 'pending', startedAt: null });
    const adminNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(adminNotes).toContainEqual(
      expect.objectContaining({
        title: 'Opdracht wacht opnieuw op een professional',
        linkUrl: `/project/${project.id}`,
      }),
    );
    // The professional is signed out and cannot sign in; the watching admin is back to themselves.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: pro.cookie })).statusCode).toBe(
      401,
    );
    await expect(t.login(pro.email, pro.password)).rejects.toThrow();
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: watcher.cookie });
    expect(me.json().id).toBe(watcher.id);
    // The detail page and a second delete no longer find the account.
    for (const [method, url] of [
      ['GET', `/api/admin/users/${pro.id}`],
      ['DELETE', `/api/admin/users/${pro.id}`],
    ] as const) {
      expect((await t.request({ method, url, cookie: admin.cookie })).statusCode).toBe(404);
    }
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, pro.id));
    expect(audit.map((a) => a.action)).toContain('users.anonymised');
  });

  it("cancels a deleted consumer's open projects and tells their professional; finished ones stay", async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ role: 'consumer' });
    const pro = await t.createUser({ role: 'professional' });
    const waiting = await projectFor(consumer.id);
    const started = await projectFor(consumer.id, pro.id, 'in_progress');
    const done = await projectFor(consumer.id, pro.id, 'completed');
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${consumer.id}`,
      cookie: admin.cookie,
    });
    expect(res.json().outcome).toBe('anonymised');
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0]!.status;
    expect(await statusOf(waiting.id)).toBe('cancelled');
    expect(await statusOf(started.id)).toBe('cancelled');
    expect(await statusOf(done.id)).toBe('completed');
    const proNotes = await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(proNotes).toEqual([
      expect.objectContaining({ title: 'Opdracht geannuleerd', linkUrl: `/project/${started.id}` }),
    ]);
  });

  it('falls back to anonymising when a record of another domain still refers to the account', async () => {
    const admin = await t.loginAs('admin');
    const user = await t.createUser({ role: 'consumer' });
    await t.database.db.execute(
      sql`create table if not exists test_user_refs (user_id uuid not null references users(id) on delete restrict)`,
    );
    await t.database.db.execute(sql`insert into test_user_refs (user_id) values (${user.id})`);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('anonymised');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Verwijderde', passwordHash: null, deletedAt: expect.any(Date) });
    await t.database.db.execute(sql`drop table test_user_refs`);
  });

  it('refuses to delete oneself, also while viewing as someone else', async () => {
    const admin = await t.loginAs('admin');
    const self = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      cookie: admin.cookie,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(USER_MESSAGES.cannotDeleteSelf);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: admin.cookie })).statusCode).toBe(
      200,
    );
  });

  it('never deletes the last admin (409), e.g. when two admins delete each other at once', async () => {
    const a = await t.loginAs('admin');
    const b = await t.loginAs('admin');
    const others = await t.database.db
      .update(users)
      .set({ role: 'consumer' })
      .where(sql`${users.role} = 'admin' and ${users.id} not in (${a.id}, ${b.id})`)
      .returning({ id: users.id });
    try {
      const [first, second] = await Promise.all([
        t.request({ method: 'DELETE', url: `/api/admin/users/${b.id}`, cookie: a.cookie }),
        t.request({ method: 'DELETE', url: `/api/admin/users/${a.id}`, cookie: b.cookie }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      // One wins; the other finds its target is now the last admin (or, on PGlite's single connection, that it
      // was signed out before its turn came).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      if (statuses[1] === 409) {
        const refused = first.statusCode === 409 ? first : second;
        expect(refused.json().error).toBe(USER_MESSAGES.cannotDeleteLastAdmin);
      }
      const [{ n }] = (await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from users where role = 'admin' and deleted_at is null`,
      )) as [{ n: number }];
      expect(Number(n)).toBe(1);
    } finally {
      for (const o of others)
        await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, o.id));
    }
  });

  it('the service refuses the last admin with 409 whoever asks', async () => {
    const lone = await t.createUser({ role: 'admin' });
    const others = await t.database.db
      .update(users)
      .set({ role: 'consumer' })
      .where(sql`${users.role} = 'admin' and ${users.id} <> ${lone.id}`)
      .returning({ id: users.id });
    try {
      const caller = await t.createUser({ role: 'consumer' });
      const actor = { id: caller.id, realUserId: caller.id, role: 'admin' as const, ip: '127.0.0.1' };
      await expect(deleteUser({ db: t.database.db, actor, userId: lone.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: USER_MESSAGES.cannotDeleteLastAdmin,
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, lone.id));
      expect(row?.deletedAt).toBeNull();
    } finally {
      for (const o of others)
        await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, o.id));
    }
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const admin = await t.loginAs('admin');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${UNKNOWN}`, cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/admin/users/abc', cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });

  it('is for admins only and changes nothing when refused', async () => {
    const target = await t.createUser();
    for (const { cookie, status } of await refusedCallers()) {
      const res = await t.request({ method: 'DELETE', url: `/api/admin/users/${target.id}`, cookie });
      expect(res.statusCode).toBe(status);
    }
    expect(await t.login(target.email, target.password)).toBeTruthy();
  });
});
