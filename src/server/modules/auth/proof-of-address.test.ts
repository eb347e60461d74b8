// Proof of address before data (decision 0024), replayed as the attack it stops: a stranger registers someone
// else's address and waits for what its owner requests. The owner of the mailbox must win, whichever way the
// request arrives (a public form, register-and-create-project, a professional's lead).
import { SESSION_COOKIE } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects, recoveryCodes, sessions, users } from '../../db/schema';
import { exampleAankoopmakelaar, exampleVerkoopmakelaar } from '../../test/fixtures/requests';
import { createTestApp, linkTo, type TestApp, tokenOf } from '../../test/helpers';
import { releaseUnprovenAccountsAtStart } from './unclaim';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const uniqueEmail = (name: string) => `${name}${++n}-${Date.now()}@example.nl`;
let ip = 0;
const newIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const SQUATTER_PASSWORD = 'Kraker-wachtwoord-7';
const OWNER_PASSWORD = 'Eigen-sleutel-2026';

/** The attacker registers the victim's address and is signed in at once, unverified. */
async function squat(email: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: SQUATTER_PASSWORD, firstName: 'Kees', lastName: 'Kraker', role: 'consumer' },
    remoteAddress: newIp(),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().user.emailVerified).toBe(false);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, cookie };
}

/** What the squatter can still reach: nothing once the mailbox has won. */
async function expectLockedOut(squatter: { cookie: string }, email: string) {
  expect((await t.get('/api/auth/user', squatter.cookie)).statusCode).toBe(401);
  expect((await t.get('/api/projects', squatter.cookie)).statusCode).toBe(401);
  const again = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: SQUATTER_PASSWORD },
    remoteAddress: newIp(),
  });
  expect(again.statusCode).toBe(401);
}

/** The owner uses the mailed link, chooses a password, signs in and finds the request. */
async function ownerTakesOver(email: string, type: string) {
  const mail = await t.sink.waitFor(email, { subject: /^Stel uw wachtwoord in voor Woonportaal$/ });
  const token = tokenOf(linkTo(mail, '/reset-password?token='));
  const reset = await t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: OWNER_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);
  const cookie = await t.login(email, OWNER_PASSWORD);
  const me = (await t.get('/api/auth/user', cookie)).json();
  expect(me.emailVerified).toBe(true);
  const list = (await t.get('/api/projects', cookie)).json() as { id: string; type: string }[];
  const mine = list.find((p) => p.type === type);
  expect(mine).toBeDefined();
  expect((await t.get(`/api/projects/${mine!.id}`, cookie)).statusCode).toBe(200);
  return mine!;
}

describe('pre-claiming an address', () => {
  it('a public form for a squatted address: the squatter is out, the mailbox owner gets the request', async () => {
    const email = uniqueEmail('slachtoffer');
    const squatter = await squat(email);
    expect((await t.get('/api/auth/user', squatter.cookie)).statusCode).toBe(200);

    const res = await t.request({
      method: 'POST',
      url: '/api/public/aankoopmakelaar',
      payload: exampleAankoopmakelaar(email),
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(200);
    // The answer is that of any known address: no reference of a project in the account goes back.
    expect(res.json()).toMatchObject({ success: true, existingUser: true });
    expect(res.json().projectId).toBeUndefined();

    await expectLockedOut(squatter, email);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row!.passwordHash).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, squatter.id))).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, squatter.id));
    expect(audit.map((a) => a.action)).toContain('user.unproven-account-released');

    await ownerTakesOver(email, 'aankoopmakelaar');
  });

  it('register-and-create-project for a squatted address ends the same way', async () => {
    const email = uniqueEmail('verkoper');
    const squatter = await squat(email);
    const form = exampleVerkoopmakelaar(email);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register-and-create-project',
      payload: {
        serviceType: 'verkoopmakelaar',
        userData: { firstName: form.firstName, lastName: form.lastName, email, phone: form.phone },
        projectData: form,
      },
      remoteAddress: newIp(),
    });
    expect(res.json()).toMatchObject({ success: true, existingUser: true });
    await expectLockedOut(squatter, email);
    await ownerTakesOver(email, 'verkoopmakelaar');
  });

  it("a professional's lead for a squatted address ends the same way, and the lead reads like any other", async () => {
    const email = uniqueEmail('klant');
    const squatter = await squat(email);
    const pro = await t.loginAs('professional');
    const res = await t.post(
      '/api/leads/create',
      {
        serviceType: 'taxatie',
        clientName: 'Jan de Vries',
        email,
        contactnummer: '0612345678',
        postcode: '1234AB',
        huisnummer: '12',
        straat: 'Dorpsstraat',
        plaats: 'Utrecht',
      },
      pro.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ existingUser: true, lead: { status: 'open' } });
    await expectLockedOut(squatter, email);
    await ownerTakesOver(email, 'taxatie');
  });

  it('two-factor sign-in the squatter set up does not come with the account', async () => {
    const email = uniqueEmail('tweefactor');
    const squatter = await squat(email);
    await t.database.db
      .update(users)
      .set({ totpSecret: 'v1.versleuteld', totpEnabledAt: new Date(), totpLastStep: 1 })
      .where(eq(users.id, squatter.id));
    await t.database.db.insert(recoveryCodes).values({ userId: squatter.id, codeHash: 'x'.repeat(64) });
    await t.request({
      method: 'POST',
      url: '/api/public/aankoopmakelaar',
      payload: exampleAankoopmakelaar(email),
      remoteAddress: newIp(),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, squatter.id)),
    ).toEqual([]);
    await ownerTakesOver(email, 'aankoopmakelaar');
  });

  it("the owner's own reset link also drops two-factor sign-in set up before the address was proven", async () => {
    const email = uniqueEmail('reset');
    const squatter = await squat(email);
    await t.database.db
      .update(users)
      .set({ totpSecret: 'v1.versleuteld', totpEnabledAt: new Date() })
      .where(eq(users.id, squatter.id));
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: newIp(),
    });
    await t.flushMail();
    const mail = await t.sink.waitFor(email, { subject: /^Wachtwoord opnieuw instellen$/ });
    const token = tokenOf(linkTo(mail, '/reset-password?token='));
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: OWNER_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await t.get('/api/auth/user', squatter.cookie)).statusCode).toBe(401);
  });

  it('an unverified account keeps what it files itself while signed in, and its password', async () => {
    const email = uniqueEmail('eigen');
    const own = await squat(email);
    const res = await t.post(
      '/api/projects',
      { type: 'aankoopmakelaar', formData: exampleAankoopmakelaar(email) },
      own.cookie,
    );
    expect(res.statusCode).toBe(201);
    const [p] = await t.database.db.select().from(projects).where(eq(projects.id, res.json().project.id));
    expect(p!.createdById).toBe(own.id);
    await releaseUnprovenAccountsAtStart({ ...t.app.ctx });
    expect((await t.get('/api/auth/user', own.cookie)).statusCode).toBe(200);
    expect((await t.get(`/api/projects/${p!.id}`, own.cookie)).statusCode).toBe(200);
  });

  it('at start, an unverified account holding a request it did not file loses it to the mailbox (requests from before this rule)', async () => {
    const email = uniqueEmail('oud');
    const squatter = await squat(email);
    // As a request attached before proof of address was required: filed for the address, not by the account.
    await t.createProject({ consumerId: squatter.id, type: 'bouwkundige' });
    await releaseUnprovenAccountsAtStart({ ...t.app.ctx });
    await expectLockedOut(squatter, email);
    const mail = await t.sink.waitFor(email, { subject: /^Stel uw wachtwoord in voor Woonportaal$/ });
    expect(mail.text).toContain('Aan uw account zijn aanvragen toegevoegd');
    // Once is enough: a second start (or a second node) finds nothing more to do.
    const before = t.sink.mails.length;
    await releaseUnprovenAccountsAtStart({ ...t.app.ctx });
    await t.flushMail();
    expect(t.sink.mails.length).toBe(before);
  });

  it('a verified account with a password keeps it and simply gets the request', async () => {
    const owner = await t.createUser({ email: uniqueEmail('bevestigd') });
    const res = await t.request({
      method: 'POST',
      url: '/api/public/aankoopmakelaar',
      payload: exampleAankoopmakelaar(owner.email),
      remoteAddress: newIp(),
    });
    expect(res.json()).toMatchObject({ existingUser: true });
    const cookie = await t.login(owner.email);
    const list = (await t.get('/api/projects', cookie)).json() as { type: string }[];
    expect(list.map((p) => p.type)).toContain('aankoopmakelaar');
  });
});
