// The user directory reads an admin needs next to the project lists: the professionals for the assign dropdown
// and the user counts of the admin dashboard and /gebruikers. (User management itself is in management.ts.)
import { normalizeProjectType } from '@shared/projects/types';
import type { UserCounts } from '@shared/users/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { displayNameColumns, nameOrderSql } from '../../db/person-name';
import { professionalProfiles, users } from '../../db/schema';
import { readCounts } from '../../db/totals';

export interface ProfessionalOption {
  id: string;
  firstName: string;
  tussenvoegsel: string | null;
  lastName: string;
  email: string;
  company: string | null;
  specializations: string[];
}

/** A specialization or type as one canonical word: 'Bouwkundige-keuring' and 'bouwkundige' are the same. */
const canonical = (value: string) => normalizeProjectType(value) ?? value.trim().toLowerCase();

/**
 * Professionals that are not deleted, by name. With `type` (a project type in any spelling) only those whose
 * specializations contain it, plus those who listed none (they take any work).
 */
export async function listProfessionals(
  opts: Pick<AppContext, 'db'> & { type?: string },
): Promise<ProfessionalOption[]> {
  const rows = await opts.db
    .select({
      id: users.id,
      ...displayNameColumns,
      email: users.email,
      company: professionalProfiles.company,
      specializations: professionalProfiles.specializations,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(eq(users.role, 'professional'), isNull(users.deletedAt)))
    // By achternaam as a Dutch list ('van der Berg' under B), then the first name.
    .orderBy(...nameOrderSql(), asc(users.id));
  const wanted = opts.type?.trim() ? canonical(opts.type) : null;
  return rows
    .map((r) => ({ ...r, specializations: r.specializations ?? [] }))
    .filter(
      (r) =>
        !wanted || r.specializations.length === 0 || r.specializations.some((s) => canonical(s) === wanted),
    );
}

/** Users per role, deleted accounts left out: the maintained counts (db/totals.ts), kept by a trigger. */
export async function countUsers(opts: Pick<AppContext, 'database'>): Promise<UserCounts> {
  const by = await readCounts(opts.database, 'users');
  const counts = { consumer: by.consumer ?? 0, professional: by.professional ?? 0, admin: by.admin ?? 0 };
  return { total: counts.consumer + counts.professional + counts.admin, ...counts };
}
