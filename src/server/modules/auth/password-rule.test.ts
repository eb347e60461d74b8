// The password rule (decision 0027) on the routes a visitor sets a password through: registration and the reset
// screen, which takes both reset and set-password links. A guessable password is refused in Dutch under the
// field, and nothing changes: no account, the link still works, the old password still signs in.
import { PASSWORD_TOO_GUESSABLE } from '@shared/auth/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp, linkTo, TEST_PASSWORD, type TestApp, tokenOf } from '../../test/helpers';
import { issueToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const REFUSED = {
  code: 'PASSWORD_TOO_GUESSABLE',
  error: PASSWORD_TOO_GUESSABLE,
  message: PASSWORD_TOO_GUESSABLE,
};

/** The guessable passwords every route must refuse: lists, a Dutch word, and the account holder's own name. */
const GUESSABLE = ['12345678', 'password', 'wachtwoord', 'Jansen2026!', 'Jan.jansen@'];

let counter = 0;
/** Jan Jansen, with an address of his own per test: the e-mail's local part is his name. */
const jansenEmail = () => `jan.jansen${++counter}@example.nl`;

describe('POST /api/auth/register', () => {
  const register = (email: string, password: string) =>
    t.post('/api/auth/register', { email, password, firstName: 'Jan', lastName: 'Jansen' });

  it.each(GUESSABLE)(
    'refuses %s in Dutch under the password field and makes no account',
    async (password) => {
      const email = jansenEmail();
      const res = await register(email, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ...REFUSED, fieldErrors: { password: PASSWORD_TOO_GUESSABLE } });
      expect(res.cookies).toEqual([]);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('accepts a strong password and signs the new account in', async () => {
    const email = jansenEmail();
    const res = await register(email, 'Fietst-Graag-Door-Zeeland');
    expect(res.statusCode).toBe(201);
    expect(await t.login(email, 'Fietst-Graag-Door-Zeeland')).toBeTruthy();
  });
});

describe('POST /api/auth/reset-password', () => {
  const reset = (token: string, password: string) => t.post('/api/auth/reset-password', { token, password });
  const tokenIsValid = async (token: string) =>
    (await t.post('/api/auth/validate-reset-token', { token })).statusCode === 200;

  it('refuses a guessable password on a reset link and leaves the link, the password and the sessions as they were', async () => {
    const jan = await t.createUser({ firstName: 'Jan', lastName: 'Jansen', email: jansenEmail() });
    const cookie = await t.login(jan.email);
    await t.post('/api/auth/forgot-password', { email: jan.email });
    const token = tokenOf(
      linkTo(await t.sink.waitFor(jan.email, { subject: /Wachtwoord opnieuw/ }), '/reset-password'),
    );

    for (const password of GUESSABLE) {
      const res = await reset(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ ...REFUSED, fieldErrors: { password: PASSWORD_TOO_GUESSABLE } });
    }
    expect(await tokenIsValid(token)).toBe(true);
    expect(await t.login(jan.email, TEST_PASSWORD)).toBeTruthy();
    expect((await t.get('/api/auth/user', cookie)).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, jan.id));
    expect(audit.map((a) => a.action)).not.toContain('auth.password-reset');

    // The same link then takes a strong password.
    const ok = await reset(token, 'Fietst-Graag-Door-Zeeland');
    expect(ok.statusCode).toBe(200);
    expect(await t.login(jan.email, 'Fietst-Graag-Door-Zeeland')).toBeTruthy();
    expect(await tokenIsValid(token)).toBe(false);
  });

  it('refuses a set-password link’s password built from the tussenvoegsel and the last name, link kept', async () => {
    const anna = await t.createUser({
      firstName: 'Anna',
      lastName: 'Berg',
      email: `anna${++counter}@example.nl`,
    });
    await t.database.db.update(users).set({ tussenvoegsel: 'van den' }).where(eq(users.id, anna.id));
    // An account a request form made has no password yet: its owner gets a set-password link.
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, anna.id));
    const token = await issueToken(t.database.db, anna.id, 'set_password');

    const res = await reset(token, 'VanDenBerg2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: PASSWORD_TOO_GUESSABLE });
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, anna.id));
    expect(row!.passwordHash).toBeNull();
    expect(await tokenIsValid(token)).toBe(true);

    expect((await reset(token, 'Zonnebloem-Kade-17')).statusCode).toBe(200);
    expect(await t.login(anna.email, 'Zonnebloem-Kade-17')).toBeTruthy();
  });

  it('answers an unusable link as an invalid link, whatever the password', async () => {
    const res = await reset('geen-geldige-token', '12345678');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Ongeldige reset link');
    expect(res.json().fieldErrors).toBeUndefined();
  });
});
