// The session lookup behind every signed-in request. The bench's reference route runs exactly SESSION_USER_SQL
// with raw `pg`, so this and the reference stay one and the same statement.
import type { Role } from '@shared/users/roles';
import type { Aanhef } from '@shared/users/salutation';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sha256Hex } from './crypto';

/** A session cookie's token as the sessions table keeps it: its SHA-256, so a copy of the table signs no one in. */
export const hashToken = (token: string): string => sha256Hex(token);

/**
 * $1 = SHA-256 (hex) of the cookie's token, $2 and $3 = the idle timeouts in ms of admins and of everyone else
 * (sessionUserValues). Returns the user the session acts as: the admin's chosen user while switching (honoured only
 * while the real user is an admin), else the session's own user. A session idle for longer than its timeout is
 * over: an admin's always, anyone else's unless they chose remember-me, which ends only at its expiry. It also
 * brings the shared reads' numbers (db/read-cache.ts), so a kept answer costs no statement of its own.
 */
export const SESSION_USER_SQL = `select u.id, u.email, u.first_name, u.last_name, u.aanhef, u.initialen, u.tussenvoegsel, u.phone, u.role, u.profile_image_url,
  u.created_at, u.email_verified_at, u.totp_enabled_at, coalesce(p.specializations, '{}') as specializations,
  r.id as real_user_id, r.role as real_role, r.totp_enabled_at is not null as real_two_factor,
  s.last_seen_at < now() - interval '60 seconds' as stale_last_seen,
  rv.project_lists::text as project_lists_version, rv.revenue::text as revenue_version
from sessions s
join users r on r.id = s.user_id
join users u on u.id = case when s.acting_user_id is not null and r.role = 'admin' then s.acting_user_id else s.user_id end
left join professional_profiles p on p.user_id = u.id
left join read_versions rv on true
where s.token_hash = $1 and s.expires_at > now() and r.deleted_at is null and u.deleted_at is null
  and case when r.role = 'admin' then s.last_seen_at > now() - $2::float8 * interval '1 millisecond'
    when s.persistent then true
    else s.last_seen_at > now() - $3::float8 * interval '1 millisecond' end`;

/** SESSION_USER_SQL's values for a cookie's token hash under this configuration. */
export const sessionUserValues = (
  tokenHash: string,
  config: Pick<Config, 'sessionIdleAdminMs' | 'sessionIdleMs'>,
) => [tokenHash, config.sessionIdleAdminMs, config.sessionIdleMs];

/** Marks the session as seen now; run when `stale_last_seen` said it was more than a minute ago. */
export async function touchSession(database: Database, tokenHash: string): Promise<void> {
  await database.query(
    'session_touch',
    `update sessions set last_seen_at = now() where token_hash = $1 and last_seen_at < now() - interval '60 seconds'`,
    [tokenHash],
  );
}

export interface SessionUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  aanhef: Aanhef | null;
  initialen: string | null;
  tussenvoegsel: string | null;
  phone: string | null;
  role: Role;
  profile_image_url: string | null;
  created_at: Date | string;
  email_verified_at: Date | string | null;
  /** Since when the acting user signs in with a second factor. */
  totp_enabled_at: Date | string | null;
  specializations: string[];
  real_user_id: string;
  real_role: Role;
  /** The real user has two-factor sign-in on. */
  real_two_factor: boolean;
  /** The session was last marked seen more than a minute ago: touchSession. */
  stale_last_seen: boolean;
  /** The shared reads' numbers as this statement saw them (null only without the read_versions row). */
  project_lists_version: string | null;
  revenue_version: string | null;
}

export async function findSessionUser(
  database: Database,
  tokenHash: string,
  config: Pick<Config, 'sessionIdleAdminMs' | 'sessionIdleMs'>,
): Promise<SessionUserRow | undefined> {
  const rows = await database.query<SessionUserRow>(
    'session_user',
    SESSION_USER_SQL,
    sessionUserValues(tokenHash, config),
  );
  return rows[0];
}
