// The account as sign-in and the session read it: the user the API shows to themselves (GET /api/auth/user), and
// the lookups by e-mail address that sign-in, password reset and request filing start from.
import type { AuthUser } from '@shared/auth/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personNameColumns } from '../../db/person-name';
import { professionalProfiles, users } from '../../db/schema';

const authUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  aanhef: users.aanhef,
  initialen: users.initialen,
  tussenvoegsel: users.tussenvoegsel,
  email: users.email,
  phone: users.phone,
  role: users.role,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  totpEnabledAt: users.totpEnabledAt,
  specializations: professionalProfiles.specializations,
};

type AuthUserRow = {
  [K in keyof typeof authUserColumns]: (typeof authUserColumns)[K]['_']['data'] | null;
} & {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: AuthUser['role'];
  createdAt: Date;
};

/**
 * `twoFactorSetupRequired` is false here: every caller answers a request that already passed the session plugin's
 * two-factor gate, except sign-in, which works it out itself (modules/auth/service.ts).
 */
function toAuthUser(row: AuthUserRow, isAdminSwitching: boolean): AuthUser {
  const { emailVerifiedAt, totpEnabledAt, specializations, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    emailVerified: emailVerifiedAt !== null,
    isAdminSwitching,
    specializations: specializations ?? [],
    twoFactorEnabled: totpEnabledAt !== null,
    twoFactorEnabledAt: totpEnabledAt?.toISOString() ?? null,
    twoFactorSetupRequired: false,
  };
}

/** The user as the API shows them to themselves (GET /api/auth/user). */
export async function getAuthUser(
  db: DbOrTx,
  userId: string,
  isAdminSwitching = false,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? toAuthUser(row, isAdminSwitching) : undefined;
}

/** Sign-in reads everything it answers with, and the hash, in one query. */
export async function findUserForLogin(
  db: DbOrTx,
  email: string,
): Promise<{ user: AuthUser; passwordHash: string | null } | undefined> {
  const [row] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  if (!row) return undefined;
  const { passwordHash, ...user } = row;
  return { user: toAuthUser(user, false), passwordHash };
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      ...personNameColumns,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}
