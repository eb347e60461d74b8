// The session lookup behind every signed-in request. The bench's reference route runs exactly SESSION_USER_SQL
// with raw `pg`, so this and the reference stay one and the same statement.
import type { Role } from '@shared/users/roles';
import type { Aanhef } from '@shared/users/salutation';
import type { Database } from '../db/client';

export { sha256Hex as hashToken } from './crypto';

/**
 * $1 = SHA-256 (hex) of the cookie's token. Returns the user the session acts as: the admin's chosen user while
 * switching (honoured only while the real user is an admin), else the session's own user.
 */
export const SESSION_USER_SQL = `select u.id, u.email, u.first_name, u.last_name, u.aanhef, u.initialen, u.tussenvoegsel, u.phone, u.role, u.profile_image_url,
  u.created_at, u.email_verified_at, coalesce(p.specializations, '{}') as specializations,
  r.id as real_user_id, r.role as real_role
from sessions s
join users r on r.id = s.user_id
join users u on u.id = case when s.acting_user_id is not null and r.role = 'admin' then s.acting_user_id else s.user_id end
left join professional_profiles p on p.user_id = u.id
where s.token_hash = $1 and s.expires_at > now() and r.deleted_at is null and u.deleted_at is null`;

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
  specializations: string[];
  real_user_id: string;
  real_role: Role;
}

export async function findSessionUser(
  database: Database,
  tokenHash: string,
): Promise<SessionUserRow | undefined> {
  const rows = await database.query<SessionUserRow>('session_user', SESSION_USER_SQL, [tokenHash]);
  return rows[0];
}
