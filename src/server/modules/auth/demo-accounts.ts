// The demo accounts' published password must never open a real installation (docs/decisions/0011-demo-accounts.md):
// where it may sign in, which demo accounts still have it (for /healthz and the admin dashboard) and what the
// start logs about them.
import {
  DEMO_MESSAGES,
  DEMO_PASSWORD,
  type DemoAccountsResponse,
  type DemoSignIn,
} from '@shared/auth/demo-accounts';
import type { Role } from '@shared/users/roles';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../demo/seed';
import { verifyPassword } from '../../lib/crypto';
import { forbidden } from '../../lib/errors';
import { isLoopbackHost } from '../../lib/loopback';
import { revokeUserSessions } from './sessions';

const DEMO_EMAILS: string[] = DEMO_ACCOUNTS.map((a) => a.email);

type DemoConfig = Pick<Config, 'appUrl' | 'appUrlIsLoopback' | 'demoSignInAnywhere'>;

/** Where a demo account with the published password may sign in on this installation. */
export function demoSignIn(config: DemoConfig): DemoSignIn {
  if (config.demoSignInAnywhere) return 'anywhere';
  return config.appUrlIsLoopback ? 'this-computer' : 'nowhere';
}

/**
 * Called by sign-in once the password is verified: a demo account signing in with the published password is
 * refused (403) unless this installation allows it. Costs a string comparison: the password was just verified
 * against the stored hash, so equal to the published one means the stored hash is the published one. Only the
 * demo addresses are ever refused, and only with their correct password, so it tells nobody anything new.
 */
export function refuseDemoPassword(
  config: DemoConfig,
  email: string,
  password: string,
  clientIp: string,
): void {
  if (password !== DEMO_PASSWORD || !DEMO_EMAILS.includes(email)) return;
  const where = demoSignIn(config);
  if (where === 'anywhere' || (where === 'this-computer' && isLoopbackHost(clientIp))) return;
  throw forbidden(where === 'nowhere' ? DEMO_MESSAGES.publicAddress : DEMO_MESSAGES.otherComputer).withCode(
    'DEMO_PASSWORD_REFUSED',
  );
}

/**
 * The demo addresses are on a domain this installation does not own (demo.nl): on a public installation a reset
 * link for one would leave for a stranger's mail server, and whoever reads it could take the account over (the demo
 * admin included). There, 'Wachtwoord vergeten' sends nothing for them; an admin resets or deletes them instead.
 */
export function mayMailDemoAddress(config: DemoConfig, email: string): boolean {
  return !DEMO_EMAILS.includes(email) || demoSignIn(config) !== 'nowhere';
}

// Whether a stored hash is the published password, by hash: an argon2 verification (tens of milliseconds) runs
// once per hash a demo account has had, so /healthz costs one indexed query. A changed password is a new hash
// and is verified afresh, on every app node alike; nothing has to be told about it.
const verdicts = new Map<string, Promise<boolean>>();
function isPublishedPassword(passwordHash: string): Promise<boolean> {
  let verdict = verdicts.get(passwordHash);
  if (!verdict) {
    if (verdicts.size >= 32) verdicts.clear();
    verdict = verifyPassword(passwordHash, DEMO_PASSWORD);
    verdicts.set(passwordHash, verdict);
  }
  return verdict;
}

/** The demo accounts (not deleted) that still have the published password, in the README's order. */
export async function activeDemoAccounts(db: DbOrTx): Promise<{ id: string; email: string; role: Role }[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, DEMO_EMAILS), isNull(users.deletedAt)));
  const active = [];
  for (const row of rows) {
    if (row.passwordHash && (await isPublishedPassword(row.passwordHash)))
      active.push({ id: row.id, email: row.email, role: row.role });
  }
  return active.sort((a, b) => DEMO_EMAILS.indexOf(a.email) - DEMO_EMAILS.indexOf(b.email));
}

/** GET /api/admin/demo-accounts: what the admin dashboard warns about. */
export async function demoAccountsStatus(
  opts: Pick<AppContext, 'db' | 'config'>,
): Promise<DemoAccountsResponse> {
  const accounts = await activeDemoAccounts(opts.db);
  return {
    accounts: accounts.map(({ email, role }) => ({ email, role })),
    signIn: demoSignIn(opts.config),
    publicAddress: !opts.config.appUrlIsLoopback,
  };
}

/** The start's warning about demo accounts on a public APP_URL; null when there is nothing to say. */
export function demoAccountsWarning(config: DemoConfig, emails: string[]): string | null {
  if (config.appUrlIsLoopback || emails.length === 0) return null;
  const list = emails.join(', ');
  if (demoSignIn(config) === 'anywhere')
    return (
      `SEED_DEMO=true on the public address ${config.appUrl}: the demo accounts ${list} sign in with the ` +
      `published password ${DEMO_PASSWORD}, so anyone can sign in, also as admin. Unset SEED_DEMO, and delete the ` +
      'accounts or give them new passwords at /gebruikers (docs/deployment.md).'
    );
  return (
    `the demo accounts ${list} still have the published password ${DEMO_PASSWORD}; on the public address ` +
    `${config.appUrl} sign-in with it is refused and their sessions were ended. Delete them or give ` +
    'them new passwords at /gebruikers (docs/deployment.md).'
  );
}

/**
 * At start: on a public APP_URL, logs the demo accounts that still have the published password and, unless
 * SEED_DEMO=true allows them, ends their sessions (made before this rule, or before APP_URL changed).
 */
export async function checkDemoAccountsAtStart(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
): Promise<void> {
  if (ctx.config.appUrlIsLoopback) return;
  const active = await activeDemoAccounts(ctx.db);
  const warning = demoAccountsWarning(
    ctx.config,
    active.map((a) => a.email),
  );
  if (!warning) return;
  if (demoSignIn(ctx.config) === 'nowhere') {
    for (const account of active) await revokeUserSessions(ctx.db, account.id);
  }
  ctx.log.warn(warning);
}
