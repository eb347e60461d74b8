// npm run admin:create: the first real admin of an installation without demo data, through a one-time
// set-password link that is mailed (SMTP_URL) or printed; the link works through the real API.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { auditLog, users } from '../../db/schema';
import { APP_URL, createTestApp, linkTo, type TestApp, tokenOf } from '../../test/helpers';
import { CREATE_ADMIN_MESSAGES, runCreateAdmin } from './create-admin';

let t: TestApp;
beforeAll(async () => {
  // The app's own outbox loop stays idle, so a mail that arrives was sent by the command.
  t = await createTestApp({ MAIL_POLL_MS: '3600000' });
});
afterAll(async () => {
  await t.close();
});

/** A port nothing listens on, so the command's check for a running portal finds none. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The command in this process on the test app's database, with its output caught. */
async function adminCreate(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateAdmin({
    argv,
    env: { APP_URL, DATA_DIR: t.config.dataDir, SMTP_URL: t.sink.url, ...env },
    database: t.database,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

/** Follows a set-password link through the API and signs in with the new password. */
async function takeIntoUse(link: string, email: string, password: string) {
  const token = tokenOf(link);
  const valid = await t.request({
    method: 'POST',
    url: '/api/auth/validate-reset-token',
    payload: { token },
  });
  expect(valid.json()).toEqual({ valid: true });
  const set = await t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
  expect(set.statusCode).toBe(200);
  return t.login(email, password);
}

describe('npm run admin:create', () => {
  it('makes an admin without a password and mails a one-time link that makes it a working admin', async () => {
    const run = await adminCreate([
      '--email',
      ' Beheer@Bureau.NL ',
      '--first-name',
      'Bram',
      '--last-name',
      'Bos',
    ]);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out.join('\n')).toContain(
      'Een e-mail met een link om een wachtwoord te kiezen is verstuurd naar beheer@bureau.nl',
    );
    // Mailed, so the link is not printed.
    expect(run.out.join('\n')).not.toContain('/reset-password');

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'beheer@bureau.nl'));
    expect(row).toMatchObject({ role: 'admin', firstName: 'Bram', lastName: 'Bos', passwordHash: null });
    expect(row!.emailVerifiedAt).toBeNull();
    // Nobody signs in to an account without a password.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'beheer@bureau.nl', password: 'x' },
        })
      ).statusCode,
    ).toBe(401);

    // The mail was sent by the command itself (its outbox round), not left to the app's loop.
    const mail = await t.sink.waitFor('beheer@bureau.nl', {
      subject: /Uw beheerdersaccount bij Woonportaal/,
    });
    expect(mail.text).toMatch(/^Geachte Bram Bos,$/m);
    const cookie = await takeIntoUse(
      linkTo(mail, '/reset-password?token='),
      'beheer@bureau.nl',
      'Beheerder2026!',
    );

    const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json();
    expect(me).toMatchObject({ email: 'beheer@bureau.nl', role: 'admin', emailVerified: true });
    // An admin's own route answers.
    expect((await t.request({ method: 'GET', url: '/api/users', cookie })).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toContain('user.create-admin');
  });

  it('refuses an address that already has an account, with a Dutch line and exit code 1', async () => {
    const existing = await t.createUser({ role: 'consumer' });
    const run = await adminCreate(['--email', existing.email]);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([`${existing.email}: ${CREATE_ADMIN_MESSAGES.emailInUse}`]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, existing.email));
    expect(row!.role).toBe('consumer');
  });

  it('refuses a missing or bad address and an unknown option with the usage line', async () => {
    for (const argv of [[], ['--email', 'geen-adres'], ['--emial', 'a@b.nl']]) {
      const run = await adminCreate(argv);
      expect(run.code).toBe(1);
      expect(run.err.at(-1)).toBe(CREATE_ADMIN_MESSAGES.usage);
    }
  });

  it('prints the link when no mail can go out, and the printed link works too', async () => {
    const run = await adminCreate(['--email', 'eerste@bureau.nl'], { SMTP_URL: '' });
    expect(run.code).toBe(0);
    const link = run.out.find((l) => l.startsWith(`${APP_URL}/reset-password?token=`))!;
    expect(link).toBeTruthy();
    const cookie = await takeIntoUse(link, 'eerste@bureau.nl', 'Koffie-Met-Appeltaart-3');
    expect((await t.request({ method: 'GET', url: '/api/users', cookie })).statusCode).toBe(200);
  });
});

describe('the npm script on a fresh installation (embedded database in DATA_DIR)', () => {
  it('exits 0 with the printed link, 1 for the same address again; the link opens the portal as admin', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-admin-create-'));
    // As ./data would be (mkdtemp makes 700): as root the embedded PostgreSQL's own user must pass through it.
    chmodSync(dataDir, 0o755);
    try {
      const port = await freePort();
      const appUrl = `http://localhost:${port}`;
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        APP_URL: appUrl,
        SMTP_URL: '',
        DATABASE_URL: '',
      };
      const cli = (email: string) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/server/modules/users/create-admin-cli.ts', '--email', email],
          {
            env,
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
      const first = cli('beheer@fris.nl');
      expect(first.status, first.stderr).toBe(0);
      const link = first.stdout.split('\n').find((l) => l.startsWith(`${appUrl}/reset-password?token=`))!;
      expect(link).toBeTruthy();
      const again = cli('beheer@fris.nl');
      expect(again.status).toBe(1);
      expect(again.stderr.trim()).toBe(`beheer@fris.nl: ${CREATE_ADMIN_MESSAGES.emailInUse}`);

      // The portal started on that data directory (localhost, so SEED_DEMO defaults to true): the database has a
      // user, so no demo data is added, and the link makes the admin.
      const config = {
        ...loadConfig({ DATA_DIR: dataDir, PORT: String(port), APP_URL: appUrl, LOG_LEVEL: 'silent' }),
        serveWeb: false,
      };
      const app = await buildApp(config, { workers: false });
      try {
        const headers = { origin: appUrl };
        const set = await app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers,
          payload: { token: tokenOf(link), password: 'Groene-Deur-Open-2026' },
        });
        expect(set.statusCode).toBe(200);
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: 'beheer@fris.nl', password: 'Groene-Deur-Open-2026' },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json().user.role).toBe('admin');
        const health = (await app.inject({ method: 'GET', url: '/healthz' })).json();
        expect(health).toMatchObject({ status: 'ok', demoAccounts: false });
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
