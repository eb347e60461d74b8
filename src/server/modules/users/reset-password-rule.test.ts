// POST /api/admin/reset-user-password under the password rule (decision 0027): an admin cannot give an account a
// guessable password either, nor one built from its holder's name or address; a refusal changes nothing.
import { PASSWORD_TOO_GUESSABLE } from '@shared/auth/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/reset-user-password', () => {
  it.each(['12345678', 'password', 'wachtwoord', 'Bakker2026!', 'mila.bakker'])(
    'refuses %s under newPassword and leaves the account as it was',
    async (newPassword) => {
      const admin = await t.loginAs('admin');
      const mila = await t.createUser({
        firstName: 'Mila',
        lastName: 'Bakker',
        email: `mila.bakker${Math.random().toString(36).slice(2, 7)}@example.nl`,
      });
      const session = await t.login(mila.email);

      const res = await t.post(
        '/api/admin/reset-user-password',
        { targetUserId: mila.id, newPassword },
        admin.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'PASSWORD_TOO_GUESSABLE',
        error: PASSWORD_TOO_GUESSABLE,
        message: PASSWORD_TOO_GUESSABLE,
        fieldErrors: { newPassword: PASSWORD_TOO_GUESSABLE },
      });
      // The old password still signs in, the session lives, no mail and no audit entry.
      expect(await t.login(mila.email, TEST_PASSWORD)).toBeTruthy();
      expect((await t.get('/api/auth/user', session)).statusCode).toBe(200);
      await t.flushMail();
      expect(t.sink.mails.some((m) => m.to.includes(mila.email))).toBe(false);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, mila.id));
      expect(audit.map((a) => a.action)).not.toContain('users.admin-password-reset');
    },
  );

  it('accepts a strong password', async () => {
    const admin = await t.loginAs('admin');
    const mila = await t.createUser({ firstName: 'Mila', lastName: 'Bakker' });
    const res = await t.post(
      '/api/admin/reset-user-password',
      { targetUserId: mila.id, newPassword: 'Vier-Paarden-Op-Het-Strand' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await t.login(mila.email, 'Vier-Paarden-Op-Het-Strand')).toBeTruthy();
  });

  it('answers an unknown account 404, as before, whatever the password', async () => {
    const admin = await t.loginAs('admin');
    const res = await t.post(
      '/api/admin/reset-user-password',
      { targetUserId: '00000000-0000-4000-8000-000000000000', newPassword: '12345678' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(404);
  });
});
