import type { AuthUser } from '@shared/auth/schemas';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { professionalProfiles, users } from '../../db/schema';

/** The user as the API shows them to themselves (GET /api/auth/user). */
export async function getAuthUser(
  db: DbOrTx,
  userId: string,
  isAdminSwitching = false,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      profileImageUrl: users.profileImageUrl,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      specializations: professionalProfiles.specializations,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { emailVerifiedAt, specializations, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    emailVerified: emailVerifiedAt !== null,
    isAdminSwitching,
    specializations: specializations ?? [],
  };
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}
