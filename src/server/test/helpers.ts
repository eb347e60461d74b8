// Test harness: the real app on a real database (in-memory PGlite, or a throwaway PostgreSQL database when
// TEST_DATABASE_URL is set) with a real SMTP sink. Requests go through app.inject().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@shared/constants';
import type { ProjectStatus } from '@shared/projects/status';
import type { ProjectType } from '@shared/projects/types';
import type { Role } from '@shared/users/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { professionalProfiles, projects, users } from '../db/schema';
import { settleDetached } from '../lib/background';
import { hashPassword } from '../lib/crypto';
import { insertProject } from '../modules/projects/create';
import { multipart, type Part } from './files';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

export const APP_URL = 'http://localhost:5000';
export const ORIGIN = { origin: APP_URL };
export const TEST_PASSWORD = 'Geheim123!';

async function openTestDatabase(
  via: (url: string) => string = (url) => url,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: openPglite(undefined), drop: async () => {} };
  const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openPostgres(via(dbUrl.toString()), { max: 5 });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  sink: SmtpSink;
  database: Database;
  /** app.inject with our Origin on every request, JSON bodies and an optional session cookie. */
  request(opts: InjectOptions & { cookie?: string | null }): Promise<LightMyRequestResponse>;
  /** GET `url`, with the session cookie when given. */
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** POST `payload` as JSON to `url`, with the session cookie when given. */
  post(url: string, payload: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  /** PATCH `payload` as JSON to `url`, with the session cookie when given. */
  patch(url: string, payload: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  /** POST `parts` as multipart/form-data to `url` (an upload), with the session cookie when given. */
  postMultipart(url: string, parts: Part[], cookie?: string): Promise<LightMyRequestResponse>;
  createUser(opts?: Partial<TestUserInput>): Promise<TestUser>;
  /** A new user of that role, signed in: returns the user and their cookie. */
  loginAs(role: Role, opts?: Partial<TestUserInput>): Promise<TestUser & { cookie: string }>;
  login(email: string, password?: string): Promise<string>;
  /** Switches an admin's session to view the portal as `userId` (POST /api/auth/switch-user); throws if refused. */
  viewAs(adminCookie: string, userId: string): Promise<void>;
  /** A new admin (`opts`: their name) whose session now views the portal as `user`, with their cookie. */
  adminViewingAs(user: { id: string }, opts?: Partial<TestUserInput>): Promise<TestUser & { cookie: string }>;
  /** A project made the way the request forms make it, then moved straight in the database as `input` says. */
  createProject(input: TestProjectInput): Promise<TestProject>;
  /** The payment provider's webhook for `paymentId`: form-encoded, without our Origin or a cookie, as Mollie sends it. */
  paymentWebhook(paymentId: string): Promise<LightMyRequestResponse>;
  /** Sends what is due in the outbox now instead of waiting for the loop. */
  flushMail(): Promise<void>;
  close(): Promise<void>;
}

export interface TestUserInput {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  verified: boolean;
  specializations: string[];
  /**
   * The home address on the profile (decision 0033). A consumer has TEST_HOME_ADDRESS unless given one, or null
   * for none, so an invoice has an address to go to when the project's form data names none.
   */
  address: Partial<typeof TEST_HOME_ADDRESS> | null;
}

/** The profile address a test consumer lives at unless the test says otherwise. */
export const TEST_HOME_ADDRESS = {
  straat: 'Thuisweg',
  huisnummer: '7',
  huisletter: null as string | null,
  postcode: '1234 AB',
  plaats: 'Thuisstad',
};
export interface TestProjectInput {
  consumerId: string;
  /** Default aankoopmakelaar. */
  type?: ProjectType;
  title?: string;
  /** Default {}. */
  formData?: Record<string, unknown>;
  notes?: string;
  /** Set (with professionalId and createdAt) after the insert, when given; a new project is pending. */
  status?: ProjectStatus;
  professionalId?: string | null;
  createdAt?: Date;
}
export type TestProject = Awaited<ReturnType<typeof insertProject>>;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
}

let counter = 0;
let cachedHash: Promise<string> | undefined;

export interface TestAppOptions {
  /** PostgreSQL only: rewrites the app's database URL, e.g. through a fault-injecting proxy (tcp-proxy.ts). */
  databaseVia?: (url: string) => string;
  /**
   * The app on this database and DATA_DIR instead of throwaway ones (a backup drill); closed and
   * removed by the caller, not by close().
   */
  on?: { database: Database; dataDir: string };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const sink = await startSmtpSink();
  const dataDir = options.on?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wp-test-'));
  const config = {
    ...loadConfig({
      APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '50',
      ...env,
    }),
    serveWeb: false,
  };
  const { database, drop } = options.on
    ? { database: options.on.database, drop: async () => {} }
    : await openTestDatabase(options.databaseVia);
  const app = await buildApp(config, { database });
  await app.ready();

  // Through `self.app`, so a test that restarts the app keeps using the live one.
  const request: TestApp['request'] = ({ cookie, headers, ...opts }) =>
    self.app.inject({
      ...opts,
      headers: { ...ORIGIN, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...headers },
    });

  const createUser: TestApp['createUser'] = async (input = {}) => {
    counter++;
    const role = input.role ?? 'consumer';
    const email = input.email ?? `${role}${counter}-${Math.random().toString(36).slice(2, 7)}@test.nl`;
    const password = input.password ?? TEST_PASSWORD;
    // Hashing the shared test password once keeps suites fast; other passwords are hashed for real.
    cachedHash ??= hashPassword(TEST_PASSWORD);
    const passwordHash = password === TEST_PASSWORD ? await cachedHash : await hashPassword(password);
    const firstName = input.firstName ?? `Test${counter}`;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName,
        lastName: input.lastName ?? 'Gebruiker',
        role,
        emailVerifiedAt: input.verified === false ? null : new Date(),
        ...(input.address === null
          ? {}
          : input.address
            ? input.address
            : role === 'consumer'
              ? TEST_HOME_ADDRESS
              : {}),
      })
      .returning({ id: users.id });
    if (role === 'professional') {
      await database.db
        .insert(professionalProfiles)
        .values({ userId: row!.id, specializations: input.specializations ?? [] });
    }
    return { id: row!.id, email, password, role, firstName };
  };

  const login: TestApp['login'] = async (email, password = TEST_PASSWORD) => {
    const res = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    return cookie!.value;
  };

  const viewAs: TestApp['viewAs'] = async (adminCookie, userId) => {
    const res = await request({
      method: 'POST',
      url: '/api/auth/switch-user',
      payload: { userId },
      cookie: adminCookie,
    });
    if (res.statusCode !== 200) throw new Error(`switch-user failed: ${res.statusCode} ${res.body}`);
  };

  const createProject: TestApp['createProject'] = async (input) => {
    const { status, professionalId, createdAt } = input;
    const row = await insertProject(database.db, {
      type: input.type ?? 'aankoopmakelaar',
      consumerId: input.consumerId,
      formData: input.formData ?? {},
      title: input.title,
      notes: input.notes,
    });
    const changes = { status, professionalId, createdAt };
    if (Object.values(changes).every((v) => v === undefined)) return row;
    const [moved] = await database.db
      .update(projects)
      .set(changes)
      .where(eq(projects.id, row.id))
      .returning();
    return moved!;
  };

  const self: TestApp = {
    app,
    config,
    sink,
    database,
    request,
    get: (url, cookie) => request({ method: 'GET', url, cookie }),
    post: (url, payload, cookie) => request({ method: 'POST', url, payload: payload as object, cookie }),
    patch: (url, payload, cookie) => request({ method: 'PATCH', url, payload: payload as object, cookie }),
    postMultipart(url, parts, cookie) {
      const body = multipart(parts);
      return request({ method: 'POST', url, payload: body.payload, headers: body.headers, cookie });
    },
    paymentWebhook: (paymentId) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${encodeURIComponent(paymentId)}`,
      }),
    createUser,
    login,
    async loginAs(role, opts = {}) {
      const user = await createUser({ ...opts, role });
      return { ...user, cookie: await login(user.email, user.password) };
    },
    viewAs,
    async adminViewingAs(user, opts = {}) {
      const admin = await self.loginAs('admin', opts);
      await viewAs(admin.cookie, user.id);
      return admin;
    },
    createProject,
    async flushMail() {
      // Mails enqueued after an answer (forgot-password) are written first.
      await settleDetached();
      await self.app.mailWorker?.runOnce();
    },
    async close() {
      await self.app.close();
      await sink.close();
      if (options.on) return;
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}

/** The first link in a mail's text that starts with the given path on APP_URL. */
export function linkTo(mail: { links: string[] }, pathname: string): string {
  const link = mail.links.find((l) => l.startsWith(`${APP_URL}${pathname}`));
  if (!link) throw new Error(`no link to ${pathname} in ${mail.links.join(', ')}`);
  return link;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * Rate limits count in fixed windows that reset at the window's edge. A test that fills a window first waits (on
 * rare runs, at most `needMs`) until the current window has that much time left, so its count is never split over
 * two windows.
 */
export async function awayFromWindowEdge(windowMs: number, needMs = 15_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}
