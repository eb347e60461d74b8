// One's own data on /profiel (decision 0043): downloading all of it as a ZIP (GET /api/profile/export) and
// deleting one's own account (POST /api/profile/delete), with the texts both sides show.
import { secondFactorField, TWO_FACTOR_MESSAGES } from '../auth/two-factor';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { text, z } from '../zod';

export const OWN_DATA_MESSAGES = {
  exportTitle: 'Mijn gegevens downloaden',
  exportDescription:
    'Een ZIP-bestand met uw profiel, opdrachten, berichten, meldingen, afspraken, facturen, documenten en de logregels over uw account.',
  exportStarted: 'Uw gegevens worden gedownload',
  deleteTitle: 'Account verwijderen',
  deleteQuestion: 'Account verwijderen?',
  deleteExplanation:
    'Uw persoonsgegevens worden gewist. Facturen blijven 7 jaar bewaard zoals de wet vraagt, zonder uw naam en contactgegevens. Dit kan niet ongedaan worden gemaakt.',
  deleted: 'Uw account is verwijderd',
  lastAdmin:
    'U bent de laatste beheerder. Maak eerst een andere beheerder aan voordat u uw gegevens downloadt of uw account verwijdert.',
  notWhileViewingAs: 'Dit doet u alleen voor uw eigen account. Keer eerst terug naar uw eigen weergave.',
  passwordRequired: TWO_FACTOR_MESSAGES.passwordRequired,
  /** Notification to the professional of a project whose consumer deleted their account. */
  professionalTitle: 'Klant heeft account verwijderd',
  professionalMessage: (name: string, refs: string[]) =>
    `${name} heeft het eigen account verwijderd. ${refs.length === 1 ? 'Opdracht' : 'Opdrachten'} ${refs.join(', ')} ${refs.length === 1 ? 'blijft' : 'blijven'} bewaard onder 'Verwijderde gebruiker'.`,
  /** Notification to every admin. */
  adminTitle: 'Account verwijderd door gebruiker',
  adminMessage: (name: string, role: string) =>
    `${name} (${role}) heeft het eigen account verwijderd. Facturen en afgeronde opdrachten blijven bewaard, geanonimiseerd.`,
} as const;

/** The ZIP's file name on a day (YYYY-MM-DD, the Dutch calendar day). */
export const exportFileName = (day: string) => `woonportaal-gegevens-${day}.zip`;

/**
 * POST /api/profile/delete: the current password, and with two-factor sign-in on a code of the app or a recovery
 * code (left empty otherwise).
 */
export const deleteOwnAccountBody = z.strictObject({
  password: text({ error: OWN_DATA_MESSAGES.passwordRequired })
    .min(1, { error: OWN_DATA_MESSAGES.passwordRequired })
    .max(MAX_PASSWORD_LENGTH),
  code: z
    .union([z.literal(''), secondFactorField])
    .optional()
    .transform((v) => v || undefined),
});
export type DeleteOwnAccountInput = z.input<typeof deleteOwnAccountBody>;
export type DeleteOwnAccountBody = z.output<typeof deleteOwnAccountBody>;
