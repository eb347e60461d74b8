// Payloads and answers of user management, the profile and the admin user detail.
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../auth/schemas';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { normalizeProjectType } from '../projects/types';
import { pagingQuery, text, z } from '../zod';
import { ROLES } from './roles';

export const userIdParams = z.object({ id: z.uuid({ error: 'Gebruiker niet gevonden' }) });
export const adminUserParams = z.object({ userId: z.uuid({ error: 'Gebruiker niet gevonden' }) });

/** A row of GET /api/users. */
export const userListItem = z.object({
  id: z.string(),
  firstName: z.string(),
  tussenvoegsel: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;
export const userList = z.array(userListItem);

/** GET /api/users: ?q= matches the whole name (tussenvoegsel too), e-mail or id; sorted on the achternaam; ?role=; paging as every list (X-Total-Count). */
export const userListQuery = pagingQuery.extend({
  q: text().trim().max(100, { error: 'Maximaal 100 tekens' }).optional(),
  role: z.enum(ROLES, { error: 'Onbekende rol' }).optional(),
});

/** GET /api/users/counts: the tab counts of /gebruikers and the admin dashboard. */
export const userCounts = z.object({
  total: z.number().int(),
  consumer: z.number().int(),
  professional: z.number().int(),
  admin: z.number().int(),
});
export type UserCounts = z.infer<typeof userCounts>;

/** GET /api/users/professionals: the assign dropdown. */
export const professionalOption = z.object({
  id: z.string(),
  firstName: z.string(),
  tussenvoegsel: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  specializations: z.array(z.string()),
});
export const professionalOptions = z.array(professionalOption);
/** ?type= a project type (or ?projectType=, ?specialization=): only professionals with that specialization, plus those with none. */
export const professionalsQuery = z.object({
  type: text().trim().max(50).optional(),
  projectType: text().trim().max(50).optional(),
  specialization: text().trim().max(50).optional(),
});

/** The professional profile (with the company fields for the admin detail). */
export const professionalProfile = z.object({
  specializations: z.array(z.string()),
  experience: z.string().nullable(),
  certifications: z.string().nullable(),
  serviceArea: z.string().nullable(),
  // The company details an invoice shows (the API contract's names; the server always answers them).
  company: z.string().nullable().optional(),
  kvkNummer: z.string().nullable().optional(),
  btwNummer: z.string().nullable().optional(),
  iban: z.string().nullable().optional(),
  bedrijfsStraat: z.string().nullable().optional(),
  bedrijfsHuisnummer: z.string().nullable().optional(),
  bedrijfsHuisletter: z.string().nullable().optional(),
  bedrijfsPostcode: z.string().nullable().optional(),
  bedrijfsPlaats: z.string().nullable().optional(),
  beroepsaansprakelijkheidsverzekering: z.string().nullable().optional(),
});
export type ProfessionalProfile = z.infer<typeof professionalProfile>;

/**
 * The company details of the professional profile: what an invoice prints and what /profiel's 'Bedrijfsgegevens'
 * edits; their changes are audit-logged with the values before and after.
 */
export const COMPANY_DETAIL_FIELDS = [
  'company',
  'kvkNummer',
  'btwNummer',
  'iban',
  'bedrijfsStraat',
  'bedrijfsHuisnummer',
  'bedrijfsHuisletter',
  'bedrijfsPostcode',
  'bedrijfsPlaats',
  'beroepsaansprakelijkheidsverzekering',
] as const satisfies readonly (keyof ProfessionalProfile)[];
export type CompanyDetailField = (typeof COMPANY_DETAIL_FIELDS)[number];

const optionalProfileText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .nullish()
    .transform((v) => v || null);

/** IBAN check digits (ISO 13616, mod 97), on the compact upper-case form. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

// The company details' forms (/profiel and /admin/create-professional) share these: one way to tidy and check each.

/** Spaces and dots out, upper case: how KVK, BTW and IBAN are typed and how they are stored. */
export const compactUpper = (v: string) => v.replace(/[\s.]/g, '').toUpperCase();
/** '1234ab', '1234 AB' → '1234 AB'; anything else unchanged. */
export const normalisePostcode = (v: string) => v.toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2');
export const isDutchPostcode = (v: string) => /^[1-9]\d{3} [A-Z]{2}$/.test(v);
export const isBtwNummer = (v: string) => /^NL\d{9}B\d{2}$/.test(v);
/** A KVK number: exactly 8 digits (after spaces and dots are taken out). */
export const isKvkNummer = (v: string) => /^\d{8}$/.test(v);
export const KVK_INVALID = 'Een KVK-nummer heeft 8 cijfers';

/**
 * A Dutch IBAN (NL, 2 check digits, 4-letter bank code, 10 digits) whose mod-97 check digits are right: the one
 * IBAN rule of create-professional and /profiel (decision 0022).
 */
export const isDutchIban = (v: string) => /^NL\d{2}[A-Z]{4}\d{10}$/.test(v) && ibanChecksumOk(v);

/**
 * A company detail of the professional profile: absent leaves it as it is (a form that does not show it cannot
 * wipe it), empty clears it, anything else is normalised by `normalise` and must pass `valid`.
 */
const companyText = (
  max: number,
  message: string,
  normalise = (v: string) => v,
  valid = (_v: string) => true,
) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!v) return null;
      const value = normalise(v);
      if (!valid(value)) ctx.addIssue({ code: 'custom', message });
      return value;
    });

export const PROFILE_IBAN_INVALID =
  'Vul een geldig IBAN in: een Nederlands rekeningnummer, bijvoorbeeld NL91 ABNA 0417 1643 00';

/** PUT /api/professional-profile: the professional's own profile, edited on /profiel. */
export const professionalProfileBody = z.strictObject({
  // Only the services we offer (other spellings such as 'bouwkundige-keuring' are stored the one way), since the
  // assign dropdown matches specializations against project types.
  specializations: z
    .array(
      text()
        .max(50)
        .transform((v, ctx) => {
          const type = normalizeProjectType(v);
          if (!type) ctx.addIssue({ code: 'custom', message: 'Onbekende specialisatie' });
          return type ?? v;
        }),
    )
    .max(20)
    .transform((list) => [...new Set(list)]),
  experience: optionalProfileText(2000),
  certifications: optionalProfileText(1000),
  serviceArea: optionalProfileText(500),
  company: companyText(200, ''),
  kvkNummer: companyText(20, KVK_INVALID, compactUpper, isKvkNummer),
  btwNummer: companyText(20, 'Vul een BTW-nummer in als NL123456789B01', compactUpper, isBtwNummer),
  // Dutch only, as create-professional (decision 0022): invoices are paid to a Dutch account.
  iban: companyText(42, PROFILE_IBAN_INVALID, compactUpper, isDutchIban),
  bedrijfsStraat: companyText(200, ''),
  bedrijfsHuisnummer: companyText(
    10,
    'Vul een huisnummer in cijfers in',
    (v) => v,
    (v) => /^\d{1,5}$/.test(v),
  ),
  bedrijfsHuisletter: companyText(10, ''),
  bedrijfsPostcode: companyText(10, 'Vul een postcode in als 1234 AB', normalisePostcode, isDutchPostcode),
  bedrijfsPlaats: companyText(100, ''),
  // Free text, as on create-professional: the insurer and the policy.
  beroepsaansprakelijkheidsverzekering: companyText(500, ''),
});

// PATCH /api/profile's body is in ./profile.ts (its phone check stays out of the sign-in page's chunk).

export const ADMIN_RESET_MESSAGES = {
  required: 'Velden vereist',
  mismatch: PASSWORDS_DO_NOT_MATCH,
  tooShort: 'Wachtwoord te kort',
  tooShortDetail: PASSWORD_TOO_SHORT,
  success: 'Wachtwoord gewijzigd',
  failure: 'Fout bij wachtwoord reset',
} as const;

/** POST /api/admin/reset-user-password. */
export const adminResetPasswordBody = z.strictObject({
  targetUserId: z.uuid({ error: 'Gebruiker niet gevonden' }),
  newPassword: text({ error: ADMIN_RESET_MESSAGES.required })
    .min(1, { error: ADMIN_RESET_MESSAGES.required })
    .min(MIN_PASSWORD_LENGTH, { error: ADMIN_RESET_MESSAGES.tooShort })
    .max(MAX_PASSWORD_LENGTH, { error: `Maximaal ${MAX_PASSWORD_LENGTH} tekens` }),
});

/** The admin's reset dialog: both fields required, equal, at least 8 characters. */
export const adminResetPasswordForm = z
  .object({
    newPassword: text().min(1, { error: ADMIN_RESET_MESSAGES.required }),
    confirmPassword: text().min(1, { error: ADMIN_RESET_MESSAGES.required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ADMIN_RESET_MESSAGES.mismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword.length >= MIN_PASSWORD_LENGTH, {
    error: ADMIN_RESET_MESSAGES.tooShort,
    path: ['newPassword'],
  });

/** GET /api/admin/users/{userId}: the admin user detail. Amounts in cents. */
export const adminUserDetail = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    tussenvoegsel: z.string().nullable(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Signs in with a second factor (decision 0025); an admin can reset it. */
    twoFactorEnabled: z.boolean(),
  }),
  professionalProfile: z
    .object({
      specialties: z.array(z.string()),
      workAreas: z.array(z.string()),
      bedrijfsnaam: z.string().nullable(),
      kvkNummer: z.string().nullable(),
      btwNummer: z.string().nullable(),
      iban: z.string().nullable(),
      bedrijfsStraat: z.string().nullable(),
      bedrijfsHuisnummer: z.string().nullable(),
      bedrijfsHuisletter: z.string().nullable(),
      bedrijfsPostcode: z.string().nullable(),
      bedrijfsPlaats: z.string().nullable(),
      beroepsaansprakelijkheidsverzekering: z.string().nullable(),
      experience: z.string().nullable(),
      certifications: z.string().nullable(),
    })
    .nullable(),
  statistics: z.object({
    // professional
    assigned_projects: z.number().int().optional(),
    completed_projects: z.number().int().optional(),
    total_revenue: z.number().int().optional(),
    completion_rate: z.number().optional(),
    // consumer
    total_projects: z.number().int().optional(),
    paid_invoices: z.number().int().optional(),
    total_spent: z.number().int().optional(),
  }),
  projects: z.array(
    z.object({
      id: z.string(),
      projectId: z.string(),
      title: z.string(),
      service: z.string(),
      /** The project's status (PROJECT_STATUSES), shown with PROJECT_STATUS_LABELS. */
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const USER_MESSAGES = {
  notFound: 'Gebruiker niet gevonden',
  passwordChanged: 'Wachtwoord gewijzigd',
  deleted: 'Gebruiker verwijderd',
  cannotDeleteSelf: 'U kunt uw eigen account niet verwijderen',
  cannotDeleteLastAdmin: 'De laatste beheerder kan niet worden verwijderd',
  profileSaved: 'Profiel opgeslagen',
  notAProfessional: 'Alleen professionals hebben een professioneel profiel',
} as const;

/** DELETE /api/admin/users/{id}: erased outright, or anonymised when projects of others refer to the account. */
export const deleteUserResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  outcome: z.enum(['deleted', 'anonymised']),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;

/** The name an anonymised account keeps (docs/decisions/0005-deleting-users.md). */
export const DELETED_USER_NAME = { firstName: 'Verwijderde', lastName: 'gebruiker' } as const;
