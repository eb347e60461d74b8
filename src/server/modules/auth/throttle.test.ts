// Throttling no stranger can turn against the owner (decision 0024): failed sign-ins wait longer and longer per
// account and source, per source and per account, but the owner's right password from elsewhere, their known
// browser and their mailed link always get through.
import { SESSION_COOKIE } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottle } from '../../db/schema';
import { createTestApp, linkTo, TEST_PASSWORD, type TestApp, tokenOf } from '../../test/helpers';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { delayAfter, THROTTLE_RULES, waitText } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const newIp = () => `10.20.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

const signIn = (email: string, password: string, from: string, cookies: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from,
    cookies,
  });

/** The keys' waits run out, as they would with time passing. */
const letTimePass = () =>
  t.database.db.execute(sql`update sign_in_throttle set blocked_until = now() - interval '1 second'`);

describe('the wait', () => {
  it('is free for the first failures, then doubles up to its cap', () => {
    const r = THROTTLE_RULES.accountSource;
    expect(delayAfter(r, r.free)).toBe(0);
    expect(delayAfter(r, r.free + 1)).toBe(1000);
    expect(delayAfter(r, r.free + 2)).toBe(2000);
    expect(delayAfter(r, r.free + 5)).toBe(16_000);
    expect(delayAfter(r, r.free + 60)).toBe(r.maxDelayMs);
    expect(waitText(1000)).toBe('1 seconde');
    expect(waitText(16_000)).toBe('16 seconden');
    expect(waitText(15 * 60_000)).toBe('15 minuten');
  });
});

describe('a stranger guessing at an account', () => {
  it('waits longer and longer, while the owner signs in from elsewhere as usual', async () => {
    const owner = await t.createUser();
    const attacker = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(owner.email, `gok-${i}`, attacker)).statusCode);
    // The free failures and the one that starts the wait are tried; the rest are refused unread.
    const free = THROTTLE_RULES.accountSource.free;
    expect(statuses.slice(0, free + 1)).toEqual(Array(free + 1).fill(401));
    expect(statuses.slice(free + 1).every((s) => s === 429)).toBe(true);
    const refused = await signIn(owner.email, TEST_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Te veel mislukte inlogpogingen\. Probeer het over \d+ seconden? opnieuw\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from their own address, is not held back by the stranger's failures.
    const own = await signIn(owner.email, TEST_PASSWORD, newIp());
    expect(own.statusCode).toBe(200);
  });

  it('counts an attempt before its password is checked: 20 guesses at once let exactly the free ones and one more through', async () => {
    const owner = await t.createUser();
    const attacker = newIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(owner.email, `raad-${i}`, attacker)),
    );
    const free = THROTTLE_RULES.accountSource.free;
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(free + 1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - free - 1);
  });

  it('a right password gives its attempt back and ends the run of failures', async () => {
    const owner = await t.createUser();
    const from = newIp();
    const free = THROTTLE_RULES.accountSource.free;
    for (let i = 0; i < free - 1; i++) expect((await signIn(owner.email, 'mis', from)).statusCode).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD, from)).statusCode).toBe(200);
    // A fresh run: again the free failures before any wait.
    for (let i = 0; i < free; i++) expect((await signIn(owner.email, 'mis', from)).statusCode).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD, from)).statusCode).toBe(200);
  });

  it('an unknown address is throttled exactly like a known one', async () => {
    const from = newIp();
    const known = await t.createUser();
    const unknown = `niemand-${Date.now()}@example.nl`;
    const run = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 8; i++) out.push((await signIn(email, 'mis', from)).statusCode);
      await letTimePass();
      return out;
    };
    expect(await run(unknown)).toEqual(await run(known.email));
  });
});

describe('a lock-out attempt followed by the owner', () => {
  it("the owner's mailed reset link always works, and clears every counter of the account", async () => {
    const owner = await t.createUser();
    // The stranger shares the owner's address (the same office, the same café): the owner is held back there too.
    const shared = newIp();
    for (let i = 0; i < 10; i++) await signIn(owner.email, `gok-${i}`, shared);
    expect((await signIn(owner.email, TEST_PASSWORD, shared)).statusCode).toBe(429);

    // The owner asks for a link from that same address, which is never refused for the stranger's failures.
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
      remoteAddress: shared,
    });
    expect(forgot.statusCode).toBe(200);
    await t.flushMail();
    const mail = await t.sink.waitFor(owner.email, { subject: /^Wachtwoord opnieuw instellen$/ });
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(linkTo(mail, '/reset-password?token=')), password: 'Nieuw-begin-2026' },
      remoteAddress: shared,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(signInThrottle).where(eq(signInThrottle.account, owner.email)),
    ).toEqual([]);
    expect((await signIn(owner.email, 'Nieuw-begin-2026', shared)).statusCode).toBe(200);
  });

  it('a botnet at one account: after 100 failures in a row only a browser the owner used before gets through', async () => {
    const owner = await t.createUser();
    // The owner signed in on their own computer earlier: it holds the known-device cookie.
    const first = await signIn(owner.email, TEST_PASSWORD, newIp());
    const device = first.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });

    // 100 guesses, each from another address, so no single source is held back.
    const free = THROTTLE_RULES.account.free;
    for (let i = 0; i < free; i++) {
      expect((await signIn(owner.email, `bot-${i}`, newIp())).statusCode).toBe(401);
    }
    // The 101st is tried and starts the account's wait; a new browser must then wait, even with the password.
    expect((await signIn(owner.email, 'bot-laatste', newIp())).statusCode).toBe(401);
    const stranger = await signIn(owner.email, TEST_PASSWORD, newIp());
    expect(stranger.statusCode).toBe(429);

    // The owner's own browser is not held back by the account-wide count.
    const ownBrowser = await signIn(owner.email, TEST_PASSWORD, newIp(), {
      [KNOWN_DEVICE_COOKIE]: device.value,
    });
    expect(ownBrowser.statusCode).toBe(200);
    expect(ownBrowser.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
  }, 60_000);

  it('a known-device cookie of another account, or a forged one, waives nothing', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const otherDevice = (await signIn(other.email, TEST_PASSWORD, newIp())).cookies.find(
      (c) => c.name === KNOWN_DEVICE_COOKIE,
    )!.value;
    await t.database.db.insert(signInThrottle).values({
      key: `pw:acct:${owner.email}`,
      account: owner.email,
      failures: 150,
      blockedUntil: sql`now() + interval '1 hour'`,
    });
    for (const cookie of [otherDevice, `${otherDevice.slice(0, -3)}abc`, 'rommel']) {
      const res = await signIn(owner.email, TEST_PASSWORD, newIp(), { [KNOWN_DEVICE_COOKIE]: cookie });
      expect(res.statusCode).toBe(429);
    }
  });
});

describe('a stranger trying many accounts from one source', () => {
  it('waits after the free failures across accounts, whichever account comes next', async () => {
    const from = newIp();
    const free = THROTTLE_RULES.source.free;
    for (let i = 0; i <= free; i++) {
      expect((await signIn(`lijst-${i}-${Date.now()}@example.nl`, 'welkom01', from)).statusCode).toBe(401);
    }
    const next = await t.createUser();
    expect((await signIn(next.email, TEST_PASSWORD, from)).statusCode).toBe(429);
    // Elsewhere that account's owner is unaffected.
    expect((await signIn(next.email, TEST_PASSWORD, newIp())).statusCode).toBe(200);
  }, 60_000);
});

describe('forgot-password', () => {
  const forgot = (email: string, from = newIp()) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: from });

  it('mails one link per address every 15 minutes, never refusing the request', async () => {
    const owner = await t.createUser();
    for (let i = 0; i < 6; i++) {
      const res = await forgot(owner.email);
      expect(res.statusCode).toBe(200);
    }
    await t.flushMail();
    await new Promise((r) => setTimeout(r, 200));
    expect(t.sink.mails.filter((m) => m.to.includes(owner.email))).toHaveLength(1);
  });

  it('answers the same, in about the same time, for a known and an unknown address', async () => {
    const owner = await t.createUser();
    const time = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { ms: performance.now() - started, body: res.json(), status: res.statusCode };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    const settle = async () => {
      await t.flushMail();
      await new Promise((r) => setTimeout(r, 30));
    };
    for (let i = 0; i < 20; i++) {
      // Each round a link is really due for the known address (its 15-minute window cleared).
      await t.database.db.execute(sql`delete from rate_limits where key like 'forgot:mail:%'`);
      // Each answer is timed on its own, after the work that followed the previous one (flushMail), in
      // alternating order.
      const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
      const answers: Record<string, Awaited<ReturnType<typeof time>>> = {};
      for (const which of order) {
        answers[which] = await time(
          which === 'known' ? owner.email : `onbekend-${i}-${Date.now()}@example.nl`,
        );
        await settle();
      }
      expect(answers.known!.body).toEqual(answers.unknown!.body);
      expect(answers.known!.status).toBe(answers.unknown!.status);
      known.push(answers.known!.ms);
      unknown.push(answers.unknown!.ms);
    }
    // Under a busy machine single timings jump; the fastest of each and the middle of the rounds' own ratios do not.
    const fastest = Math.min(...known) / Math.min(...unknown);
    const perRound = median(known.map((k, i) => k / unknown[i]!));
    for (const ratio of [fastest, perRound]) {
      expect(ratio).toBeLessThan(1.5);
      expect(ratio).toBeGreaterThan(1 / 1.5);
    }
  });
});
