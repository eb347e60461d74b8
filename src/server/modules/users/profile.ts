// Everyone's own profile (/profiel): aanhef, initials, names, phone and home address, and a professional's specialisations,
// service area and company details. Every change is audit-logged; a changed IBAN also tells the professional by
// mail and the admins by a notification, in the same transaction.
import { formatDateTime } from '@shared/format';
import { displayName } from '@shared/users/display-name';
import {
  PROFILE_ADDRESS_FIELDS,
  type ProfileAddress,
  type ProfileBody,
  type ProfileResponse,
} from '@shared/users/profile';
import { personName } from '@shared/users/salutation';
import { COMPANY_DETAIL_FIELDS, type ProfessionalProfile, USER_MESSAGES } from '@shared/users/schemas';
import { workAreasFromText } from '@shared/users/work-areas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { personNameColumns } from '../../db/person-name';
import { professionalProfiles, users } from '../../db/schema';
import { type Actor, isViewingAs } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { ibanChangedMail } from '../../mail/templates';
import { getAuthUser } from '../auth/accounts';
import { notifyAdmins } from '../notifications/service';
import { IBAN_NOTICES } from './notices';

/** The names of the fields whose values differ between two versions of a record. */
function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
) {
  return fields.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));
}

const pick = <T extends Record<string, unknown>>(row: T, fields: readonly (keyof T & string)[]) =>
  Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));

const PERSONAL_FIELDS = [
  'aanhef',
  'initialen',
  'firstName',
  'tussenvoegsel',
  'lastName',
  'phone',
  ...PROFILE_ADDRESS_FIELDS,
] as const;
/** The home address's columns, in the API's names. */
export const profileAddressColumns = {
  straat: users.straat,
  huisnummer: users.huisnummer,
  huisletter: users.huisletter,
  postcode: users.postcode,
  plaats: users.plaats,
};
const personalColumns = { ...personNameColumns, phone: users.phone, ...profileAddressColumns };

/** The user's home address as /profiel shows it. */
async function addressOf(db: DbOrTx, userId: string): Promise<ProfileAddress> {
  const [row] = await db.select(profileAddressColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return row;
}

/** GET /api/profile: the current user as GET /api/auth/user shows them, with their home address. */
export async function getProfile(opts: Pick<AppContext, 'db'> & { actor: Actor }): Promise<ProfileResponse> {
  const user = await getAuthUser(opts.db, opts.actor.id, isViewingAs(opts.actor));
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return { ...user, ...(await addressOf(opts.db, opts.actor.id)) };
}

/**
 * Anyone changes their own name, aanhef, initials, phone (E.164 by then) and home address; a part left out of the
 * body stays as it is. The answer is GET /api/profile's. A change is audit-logged with the names of the fields it
 * changed (personal data, which the trail does not copy).
 */
export async function updateProfile(
  opts: Pick<AppContext, 'db'> & { actor: Actor; body: ProfileBody },
): Promise<ProfileResponse> {
  const { actor } = opts;
  const changes = Object.fromEntries(Object.entries(opts.body).filter(([, v]) => v !== undefined));
  return opts.db.transaction(async (tx) => {
    const [before] = await tx.select(personalColumns).from(users).where(eq(users.id, actor.id)).for('update');
    const [after] = await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id))
      .returning(personalColumns);
    if (!before || !after) throw notFound(USER_MESSAGES.notFound);
    const fields = changedFields(before, after, PERSONAL_FIELDS);
    if (fields.length > 0) {
      await writeAudit(tx, {
        ...auditActor(actor),
        action: 'users.profile-updated',
        entityType: 'user',
        entityId: actor.id,
        details: { fields },
      });
    }
    const updated = await getAuthUser(tx, actor.id, isViewingAs(actor));
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    return { ...updated, ...pick(after, PROFILE_ADDRESS_FIELDS) } as ProfileResponse;
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
  // /profiel's serviceArea is the stored work areas as one line (src/shared/users/work-areas.ts joins the same way).
  serviceArea: sql<string | null>`nullif(array_to_string(${professionalProfiles.workAreas}, ', '), '')`,
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

/** The profile's other fields: their changes are logged by name. */
const OTHER_PROFILE_FIELDS = ['specializations', 'experience', 'certifications', 'serviceArea'] as const;

export async function getProfessionalProfile(
  opts: Pick<AppContext, 'db'> & { actor: Actor },
): Promise<ProfessionalProfile> {
  const [row] = await opts.db
    .select(profileColumns)
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, opts.actor.id));
  return row ?? EMPTY_PROFILE;
}

/**
 * PUT /api/professional-profile: the professional's own profile (an admin viewing as them counts as them). The
 * company details it changes are audit-logged with before and after; the other fields by name. A changed IBAN
 * tells the professional and the admins (tellIbanChanged). One transaction, on the profile row held.
 */
export async function saveProfessionalProfile(
  opts: Pick<AppContext, 'db' | 'config'> & { actor: Actor; body: ProfessionalProfile },
): Promise<ProfessionalProfile> {
  const { actor } = opts;
  const { serviceArea, ...rest } = opts.body;
  const values = { ...rest, workAreas: workAreasFromText(serviceArea), updatedAt: sql`now()` };
  return opts.db.transaction(async (tx) => {
    const [held] = await tx
      .select(profileColumns)
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, actor.id))
      .for('update');
    const before = held ?? EMPTY_PROFILE;
    const [after] = await tx
      .insert(professionalProfiles)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: professionalProfiles.userId, set: values })
      .returning(profileColumns);

    // Bank and company details are logged with the values before and after, the IBAN in full (decision 0026).
    const company = changedFields(before, after!, COMPANY_DETAIL_FIELDS);
    if (company.length > 0) {
      await writeAudit(tx, {
        ...auditActor(actor),
        action: 'users.company-details-updated',
        entityType: 'professional_profile',
        entityId: actor.id,
        details: { fields: company },
        before: pick(before, company),
        after: pick(after!, company),
      });
    }
    const other = changedFields(before, after!, OTHER_PROFILE_FIELDS);
    if (other.length > 0) {
      await writeAudit(tx, {
        ...auditActor(actor),
        action: 'users.profile-updated',
        entityType: 'user',
        entityId: actor.id,
        details: { fields: other },
      });
    }
    if (company.includes('iban')) {
      await tellIbanChanged(tx, { ...opts, oldIban: before.iban ?? null, newIban: after!.iban ?? null });
    }
    return after!;
  });
}

const lastFour = (iban: string | null) => (iban ? iban.slice(-4) : null);

/** 27-11-2026 om 14:05, in the Netherlands. */
function whenText(moment: Date) {
  const [day, time] = formatDateTime(moment).split(' ');
  return `${day} om ${time}`;
}

/**
 * A professional's IBAN changed: they get a mail (the last four characters of the old and the new account, who
 * changed it and when, what to do if it was not them) and every admin a notification, in the change's transaction.
 */
async function tellIbanChanged(
  tx: DbOrTx,
  opts: Pick<AppContext, 'config'> & { actor: Actor; oldIban: string | null; newIban: string | null },
) {
  const { actor, config } = opts;
  const people = await tx
    .select({ id: users.id, email: users.email, ...personNameColumns })
    .from(users)
    .where(inArray(users.id, [actor.id, actor.realUserId]));
  const professional = people.find((p) => p.id === actor.id);
  if (!professional) return;
  const admin = isViewingAs(actor) ? people.find((p) => p.id === actor.realUserId) : undefined;
  const byAdmin = admin ? displayName(admin) : null;
  const change = { oldLastFour: lastFour(opts.oldIban), newLastFour: lastFour(opts.newIban), byAdmin };
  await enqueueMail(
    tx,
    professional.email,
    ibanChangedMail({
      ...personName(professional),
      ...change,
      when: whenText(new Date()),
      profileUrl: `${config.appUrl}/profiel`,
      contactUrl: `${config.appUrl}/contact-info`,
    }),
  );
  await notifyAdmins(tx, {
    ...IBAN_NOTICES.toAdmins({ name: displayName(professional), email: professional.email, ...change }),
    linkUrl: `/admin/users/${professional.id}`,
  });
}
