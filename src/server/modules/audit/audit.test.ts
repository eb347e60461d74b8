// The audit log read back (GET /api/admin/audit and its CSV) and kept: paged and filtered on the server for admins
// only, and a table that refuses every UPDATE, DELETE and TRUNCATE, on PGlite and on PostgreSQL (npm run test:pg).
import { AUDIT_MESSAGES } from '@shared/audit/schemas';
import { TOTAL_COUNT_HEADER } from '@shared/projects/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { AUDIT_CSV_CUT, AUDIT_CSV_HEADER, auditCsv } from './csv';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let admin: Signed;
let pro: Signed;
/** An action code of this file only, so the filters below see this file's entries and nothing else. */
const ACTION = 'test.audit-read';
const OTHER = 'test.audit-other';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin', { firstName: 'Anna', lastName: 'Beheer' });
  pro = await t.loginAs('professional', { firstName: 'Piet', lastName: 'Pro' });
  // Five entries over three days in the Netherlands (23:30 UTC on 1 March is 00:30 on 2 March in Amsterdam).
  await t.database.db.insert(auditLog).values([
    {
      actorId: admin.id,
      action: ACTION,
      entityType: 'invoice',
      entityId: 'f-1',
      createdAt: at('2026-03-01T10:00:00Z'),
    },
    {
      actorId: pro.id,
      action: ACTION,
      entityType: 'invoice',
      entityId: 'f-2',
      before: { status: 'sent' },
      after: { status: 'paid' },
      ip: '192.0.2.7',
      createdAt: at('2026-03-01T23:30:00Z'),
    },
    {
      actorId: admin.id,
      actingUserId: pro.id,
      actingRole: 'professional',
      action: OTHER,
      entityType: 'professional_profile',
      entityId: pro.id,
      createdAt: at('2026-03-02T12:00:00Z'),
    },
    {
      actorId: null,
      action: ACTION,
      entityType: 'user',
      entityId: pro.id,
      createdAt: at('2026-03-03T08:00:00Z'),
    },
    {
      actorId: '00000000-0000-4000-8000-0000000000ff',
      action: OTHER,
      entityType: 'invoice',
      entityId: 'f-3',
      details: { reason: '=SOM(A1)' },
      createdAt: at('2026-03-03T09:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

function at(iso: string) {
  return new Date(iso);
}

const list = (query: string, cookie = admin.cookie) => t.get(`/api/admin/audit?${query}`, cookie);
/** The entries of this file a query selects (the app's own entries, such as sign-ins' set-up, left out). */
const ours = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json() as { action: string; entityId: string; createdAt: string }[];
};

describe('GET /api/admin/audit', () => {
  it('pages the entries newest first, the total in X-Total-Count', async () => {
    const first = await list('from=2026-03-01&to=2026-03-03&pageSize=2');
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(first.json().map((e: { entityId: string }) => e.entityId)).toEqual(['f-3', pro.id]);
    const last = await list('from=2026-03-01&to=2026-03-03&pageSize=2&page=3');
    expect(last.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(last.json().map((e: { entityId: string }) => e.entityId)).toEqual(['f-1']);
  });

  it('names the actor, whom an admin viewed as and in which role, and keeps an unknown actor by id', async () => {
    const rows = await ours(`action=${OTHER}`);
    const viewing = rows.find((e) => e.entityId === pro.id) as unknown as Record<string, unknown>;
    expect(viewing).toMatchObject({
      actor: { id: admin.id, name: 'Anna Beheer', email: admin.email },
      actingUser: { id: pro.id, name: 'Piet Pro', email: pro.email },
      actingRole: 'professional',
      entityType: 'professional_profile',
    });
    const gone = rows.find((e) => e.entityId === 'f-3') as unknown as Record<string, unknown>;
    expect(gone.actor).toEqual({ id: '00000000-0000-4000-8000-0000000000ff', name: null, email: null });
    const money = (await ours(`action=${ACTION}&entityId=f-2`))[0] as unknown as Record<string, unknown>;
    expect(money).toMatchObject({ before: { status: 'sent' }, after: { status: 'paid' }, ip: '192.0.2.7' });
  });

  it('filters by action, record type, record id and whole Dutch days', async () => {
    expect((await ours(`action=${ACTION}`)).map((e) => e.entityId)).toEqual([pro.id, 'f-2', 'f-1']);
    expect((await ours(`action=${ACTION}&entity=invoice`)).map((e) => e.entityId)).toEqual(['f-2', 'f-1']);
    expect((await ours('entityId=f-1')).map((e) => e.action)).toEqual([ACTION]);
    // 23:30 UTC on 1 March is 2 March in the Netherlands.
    expect((await ours('from=2026-03-02&to=2026-03-02')).map((e) => e.entityId)).toEqual([pro.id, 'f-2']);
    expect((await ours('to=2026-03-01')).map((e) => e.entityId)).toEqual(['f-1']);
    // An empty filter, as a form sends it, is no filter.
    expect(await ours(`action=${ACTION}&userId=&entity=&from=`)).toHaveLength(3);
  });

  it('filters by user: what they did, what was done while viewing as them, and their own records', async () => {
    const forPro = await ours(`userId=${pro.id}&from=2026-03-01&to=2026-03-03`);
    expect(forPro.map((e) => e.entityId)).toEqual([pro.id, pro.id, 'f-2']);
    const forAdmin = await ours(`userId=${admin.id}&from=2026-03-01&to=2026-03-03`);
    expect(forAdmin.map((e) => e.entityId)).toEqual([pro.id, 'f-1']);
  });

  it('refuses bad filters with Dutch field messages', async () => {
    const reversed = await list('from=2026-03-03&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ fieldErrors: { to: AUDIT_MESSAGES.periodReversed } });
    expect(reversed.json().error).toBeTruthy();
    expect(reversed.json().message).toBe(reversed.json().error);
    const badDate = await list('from=1-3-2026');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fieldErrors.from).toBe(AUDIT_MESSAGES.invalidDate);
    const badUser = await list('userId=piet');
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().fieldErrors.userId).toBe(AUDIT_MESSAGES.invalidUser);
    const badPage = await list('pageSize=1000');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().fieldErrors.pageSize).toBeTruthy();
  });

  it('is for admins only: 401 signed out, 403 for the other roles and for an admin viewing as a professional', async () => {
    expect((await t.get('/api/admin/audit')).statusCode).toBe(401);
    expect((await list('', pro.cookie)).statusCode).toBe(403);
    const consumer = await t.loginAs('consumer');
    expect((await list('', consumer.cookie)).statusCode).toBe(403);
    const viewing = await t.adminViewingAs(pro);
    expect((await list('', viewing.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/admin/audit/export.csv', viewing.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  it('downloads the selection as a Dutch spreadsheet file, formula-safe', async () => {
    const res = await t.get(`/api/admin/audit/export.csv?action=${OTHER}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="auditlog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(';'));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"{""reason"":""=SOM(A1)""}"');
    expect(lines[1]).toContain('00000000-0000-4000-8000-0000000000ff');
    expect(lines[2]).toContain('Anna Beheer');
    expect(lines[2]).toContain('Piet Pro');
    expect(lines[2]).toContain(';Professional;');
  });

  it('refuses bad filters as the list does', async () => {
    const res = await t.get('/api/admin/audit/export.csv?from=2026-03-03&to=2026-03-01', admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.to).toBe(AUDIT_MESSAGES.periodReversed);
  });

  it('says so when the selection was cut at the limit', () => {
    const csv = auditCsv([], true);
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe(AUDIT_CSV_CUT);
    expect(auditCsv([], false).trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('the audit table', () => {
  const count = async (where = sql``) => {
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log ${where}`,
    );
    return Number(row!.n);
  };
  const refusal = async (statement: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(statement);
    } catch (err) {
      const e = err as { message?: string; cause?: { message?: string } };
      return `${e.message} ${e.cause?.message ?? ''}`;
    }
    return 'accepted';
  };

  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const before = await count();
    expect(await refusal(sql`update audit_log set action = 'rewritten'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(before);
    expect(await count(sql`where action = 'rewritten'`)).toBe(0);
  });

  it("keeps a deleted user's entries, with their id, when the account row goes", async () => {
    const gone = await t.loginAs('consumer', { firstName: 'Weg', lastName: 'Gaander' });
    const changed = await t.patch('/api/profile', { firstName: 'Weg', lastName: 'Gegaan' }, gone.cookie);
    expect(changed.statusCode).toBe(200);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      cookie: admin.cookie,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().outcome).toBe('deleted');

    const rows = (await list(`userId=${gone.id}`)).json() as {
      action: string;
      actor: { id: string; name: string | null } | null;
    }[];
    expect(rows.map((e) => e.action)).toEqual(['users.deleted', 'users.profile-updated']);
    expect(rows[1]!.actor).toEqual({ id: gone.id, name: null, email: null });
    expect(rows[0]!.actor?.id).toBe(admin.id);
  });
});
