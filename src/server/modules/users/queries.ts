import type { AuthUser } from '@shared/auth/schemas';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { professionalProfiles, users } from '../../db/schema';

/** The name parts a formal salutation needs (formalSalutation, decision 0023), for a select or a returning. */
export const personNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  aanhef: users.aanhef,
  initialen: users.initialen,
  tussenvoegsel: users.tussenvoegsel,
};

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

export interface InvoiceFigures {
  paid_invoices: number;
  ex_btw: number | string;
  incl_btw: number | string;
}

/**
 * The admin user detail's invoice figures of one party (`column`: professional_id or consumer_id), in one pass on
 * invoices_professional_created_idx or invoices_consumer_created_idx, the credited invoice by its primary key.
 * What was paid and stays paid: the paid invoices plus the credit notes (negative) of paid invoices, which give
 * the money back; a credit note of an unpaid invoice cancels nothing that was counted. Sums in cents.
 */
export const invoiceFiguresSql = (column: SQL, userId: string): SQL =>
  sql`select count(*) filter (where i.credit_note_of is null and i.credited_at is null)::int as paid_invoices,
        coalesce(sum(i.subtotal_ex_btw), 0)::bigint as ex_btw,
        coalesce(sum(i.total_amount), 0)::bigint as incl_btw
      from invoices i
      left join invoices o on o.id = i.credit_note_of
      where i.${column} = ${userId}
        and (case when i.credit_note_of is null then i.status = 'paid' else o.status = 'paid' end)`;
