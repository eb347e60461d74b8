// The `test` every spec imports: Playwright's test plus the running system's fixtures.
//
//   import { test, expect, DEMO } from '../support/fixtures';
//   test('...', async ({ page, apiLogin, createUser, waitForMail }) => { ... });
//
// - baseURL: the server started by global setup, so page.goto('/') and page.request use it.
// - apiLogin(page | context | request, email, password, { rememberMe }): signs in through POST /api/auth/login
//   with the Origin header; with a page or context the browser is signed in (they share cookies).
// - createUser({ ...overrides }): registers a fresh user through POST /api/auth/register in a separate request
//   context (the browser stays signed out); unique e-mail by default. Register sends the verification mail.
// - waitForMail({ to, subject, timeoutMs }): the next mail matching, received since this test started, that
//   this test has not been given yet; { subject, text, html, links }.
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { e2eRuntime } from './env';
import { type Mail, type MailQuery, waitForMailIn } from './mailbox';

export type { Mail };
export { expect };

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  admin: { email: 'admin@demo.nl', password: DEMO_PASSWORD, role: 'admin' },
  professional: { email: 'professional@demo.nl', password: DEMO_PASSWORD, role: 'professional' },
  consumer: { email: 'consument@demo.nl', password: DEMO_PASSWORD, role: 'consumer' },
} as const;
export type DemoRole = keyof typeof DEMO;

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: 'consumer' | 'professional';
}

export interface CreatedUser extends NewUser {
  /** The user object the API answered with (id, emailVerified, ...). */
  user: { id: string; email: string; role: string; emailVerified: boolean; [k: string]: unknown };
}

export type LoginTarget = Page | BrowserContext | APIRequestContext;

let counter = 0;
/**
 * A unique tag for test data (names, e-mail addresses, search terms). Digits only: the language checks read every
 * run of letters on a page, and a random base-36 tag once spelled 'no' in a user list, failing the sweep by chance.
 */
export function uniqueTag(): string {
  counter += 1;
  return `${String(Date.now()).slice(-8)}${process.pid % 1000}${counter}`;
}

/** A unique, valid e-mail address for a test user. */
export function uniqueEmail(prefix = 'e2e'): string {
  const rand = Math.floor(Math.random() * 1e6);
  return `${prefix}-${uniqueTag()}-${rand}@example.nl`.toLowerCase();
}

function requestOf(target: LoginTarget): APIRequestContext {
  if ('goto' in target) return target.request; // Page: shares the context's cookies
  if ('newPage' in target) return target.request; // BrowserContext
  return target;
}

async function failure(what: string, res: { status(): number; text(): Promise<string> }): Promise<Error> {
  return new Error(`${what} failed: HTTP ${res.status()} ${await res.text().catch(() => '')}`);
}

/** Signs `target` in through the API. With a Page or BrowserContext the browser carries the `sid` cookie after. */
export async function apiLogin(
  target: LoginTarget,
  email: string,
  password: string,
  options: { rememberMe?: boolean; baseURL?: string } = {},
): Promise<CreatedUser['user']> {
  const baseURL = options.baseURL ?? e2eRuntime().baseURL;
  const res = await requestOf(target).post(`${baseURL}/api/auth/login`, {
    data: { email, password, rememberMe: options.rememberMe ?? false },
    // Shortcut sign-ins come from addresses of their own: the per-address sign-in limit is for people, and the
    // suite signs in far more often from one machine than anybody would (the sign-in journeys use the form).
    headers: { Origin: baseURL, 'X-Forwarded-For': testClientAddress() },
  });
  if (!res.ok()) throw await failure(`apiLogin(${email})`, res);
  return (await res.json()).user;
}

/** A private address (10.x.y.z) per shortcut sign-up or sign-in, so they do not share one rate-limit counter. */
let clientAddressCount = 0;
function testClientAddress(): string {
  clientAddressCount += 1;
  const n = (process.pid * 1000 + clientAddressCount) % 16_000_000;
  return `10.${Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * Registers a user in a request context of its own (the caller's browser stays signed out). `verified`: the
 * address is then confirmed through the link in the welcome mail, as its owner would (an unverified account gets
 * no requests filed for its address: decision 0024).
 */
export async function createUser(
  overrides: Partial<NewUser> = {},
  options: { baseURL?: string; verified?: boolean } = {},
): Promise<CreatedUser> {
  const baseURL = options.baseURL ?? e2eRuntime().baseURL;
  const input: NewUser = {
    email: uniqueEmail(overrides.role ?? 'consumer'),
    password: 'Welkom-2026!',
    firstName: 'Eva',
    lastName: 'de Vries',
    phone: '0612345678',
    role: 'consumer',
    ...overrides,
  };
  const ctx = await playwrightRequest.newContext({ baseURL });
  try {
    const res = await ctx.post('/api/auth/register', {
      data: input,
      headers: { Origin: baseURL, 'X-Forwarded-For': testClientAddress() },
    });
    if (!res.ok()) throw await failure(`createUser(${input.email})`, res);
    const body = await res.json();
    const email = input.email.trim().toLowerCase();
    if (options.verified) {
      const welcome = await waitForMailIn(e2eRuntime().mailDir, {
        to: email,
        subject: /^Welkom bij Woonportaal$/,
      });
      const link = welcome.links.find((l) => l.includes('/verify-email?token='));
      if (!link) throw new Error(`createUser(${email}): no verification link in the welcome mail`);
      const verified = await ctx.post('/api/auth/verify-email', {
        data: { token: new URL(link).searchParams.get('token') },
        headers: { Origin: baseURL },
      });
      if (!verified.ok()) throw await failure(`createUser(${email}) verify`, verified);
      body.user.emailVerified = true;
    }
    return { ...input, email, user: body.user };
  } finally {
    await ctx.dispose();
  }
}

interface Fixtures {
  apiLogin: typeof apiLogin;
  createUser: typeof createUser;
  waitForMail: (query: Omit<MailQuery, 'exclude'>) => Promise<Mail>;
  /** The directory the SMTP sink writes to (raw .eml and parsed .json per mail). */
  mailDir: string;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured
  baseURL: async ({}, use) => {
    await use(e2eRuntime().baseURL);
  },
  // biome-ignore lint/correctness/noEmptyPattern: see above
  mailDir: async ({}, use) => {
    await use(e2eRuntime().mailDir);
  },
  // biome-ignore lint/correctness/noEmptyPattern: see above
  apiLogin: async ({}, use) => {
    await use(apiLogin);
  },
  // biome-ignore lint/correctness/noEmptyPattern: see above
  createUser: async ({}, use) => {
    await use(createUser);
  },
  waitForMail: async ({ mailDir }, use) => {
    const since = Date.now();
    const handedOut = new Set<number>();
    await use(async (query) => {
      const mail = await waitForMailIn(mailDir, { since, ...query, exclude: handedOut });
      handedOut.add(mail.seq);
      return mail;
    });
  },
});
