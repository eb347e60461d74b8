// Everyone's own profile (/profiel): aanhef, initials, names and phone, and a professional's specialisations,
// service area and company details.
import type { AuthUser } from '@shared/auth/schemas';
import type { ProfileBody } from '@shared/users/profile';
import { type ProfessionalProfile, USER_MESSAGES } from '@shared/users/schemas';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { professionalProfiles, users } from '../../db/schema';
import { type Actor, isViewingAs } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { getAuthUser } from './queries';

/**
 * Anyone changes their own name, aanhef, initials and phone (E.164 by then); a part left out of the body stays as
 * it is. The answer is the user as GET /api/auth/user shows them.
 */
export async function updateProfile(
  opts: Pick<AppContext, 'db'> & { actor: Actor; body: ProfileBody },
): Promise<AuthUser> {
  const { actor } = opts;
  const changes = Object.fromEntries(Object.entries(opts.body).filter(([, v]) => v !== undefined));
  return opts.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    // An admin editing while viewing as someone else leaves a trace.
    if (isViewingAs(actor)) {
      await writeAudit(tx, {
        actorId: actor.realUserId,
        action: 'users.profile-updated',
        entityType: 'user',
        entityId: actor.id,
        ip: actor.ip ?? null,
      });
    }
    const updated = await getAuthUser(tx, actor.id, isViewingAs(actor));
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    return updated;
  });
}

const EMPTY_PROFILE: ProfessionalProfile = {
  specializations: [],
  experience: null,
  certifications: null,
  serviceArea: null,
  company: null,
  kvkNummer: null,
  btwNummer: null,
  iban: null,
  bedrijfsStraat: null,
  bedrijfsHuisnummer: null,
  bedrijfsHuisletter: null,
  bedrijfsPostcode: null,
  bedrijfsPlaats: null,
  beroepsaansprakelijkheidsverzekering: null,
};

const profileColumns = {
  specializations: professionalProfiles.specializations,
  experience: professionalProfiles.experience,
  certifications: professionalProfiles.certifications,
  serviceArea: professionalProfiles.serviceArea,
  company: professionalProfiles.company,
  kvkNummer: professionalProfiles.kvkNummer,
  btwNummer: professionalProfiles.btwNummer,
  iban: professionalProfiles.iban,
  bedrijfsStraat: professionalProfiles.bedrijfsStraat,
  bedrijfsHuisnummer: professionalProfiles.bedrijfsHuisnummer,
  bedrijfsHuisletter: professionalProfiles.bedrijfsHuisletter,
  bedrijfsPostcode: professionalProfiles.bedrijfsPostcode,
  bedrijfsPlaats: professionalProfiles.bedrijfsPlaats,
  beroepsaansprakelijkheidsverzekering: professionalProfiles.beroepsaansprakelijkheidsverzekering,
};

export async function getProfessionalProfile(
  opts: Pick<AppContext, 'db'> & { actor: Actor },
): Promise<ProfessionalProfile> {
  const [row] = await opts.db
    .select(profileColumns)
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, opts.actor.id));
  return row ?? EMPTY_PROFILE;
}

export async function saveProfessionalProfile(
  opts: Pick<AppContext, 'db'> & { actor: Actor; body: ProfessionalProfile },
): Promise<ProfessionalProfile> {
  const values = { ...opts.body, updatedAt: sql`now()` };
  const [row] = await opts.db
    .insert(professionalProfiles)
    .values({ userId: opts.actor.id, ...values })
    .onConflictDoUpdate({ target: professionalProfiles.userId, set: values })
    .returning(profileColumns);
  return row!;
}
