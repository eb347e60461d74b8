// POST /api/admin/create-professional: an admin makes a professional account with
// its profile and company details. Never a password: like `npm run admin:create` and the public request forms, the
// account gets a one-time set-password link (7 days), mailed through the outbox in the same transaction.
import { CREATE_PROFESSIONAL_MESSAGES, type CreateProfessionalBody } from '@shared/users/create-professional';
import type { AppContext } from '../../context';
import { professionalProfiles, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { professionalInviteMail } from '../../mail/templates';
import { findUserByEmail } from '../auth/accounts';
import { issueSetPasswordUrl } from '../auth/tokens';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * The account (no password), its professional profile and, when `sendWelcomeEmail`, the set-password link and its
 * mail: all or nothing. A known address is a 409, also when two admins race (the unique e-mail decides).
 */
export async function createProfessional(
  opts: Ctx & { actor: Actor; body: CreateProfessionalBody },
): Promise<{ userId: string; welcomeEmailSent: boolean }> {
  const { body } = opts;
  if (await findUserByEmail(opts.db, body.email))
    throw conflict(CREATE_PROFESSIONAL_MESSAGES.emailInUse).withCode('EMAIL_TAKEN');
  return opts.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash: null,
        firstName: body.firstName,
        lastName: body.lastName,
        tussenvoegsel: body.tussenvoegsel,
        phone: body.phone,
        role: 'professional',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw conflict(CREATE_PROFESSIONAL_MESSAGES.emailInUse).withCode('EMAIL_TAKEN');
    const company = {
      company: body.bedrijfsnaam,
      kvkNummer: body.kvkNummer,
      btwNummer: body.btwNummer,
      iban: body.iban,
      bedrijfsStraat: body.bedrijfsStraat,
      bedrijfsHuisnummer: body.bedrijfsHuisnummer,
      bedrijfsHuisletter: body.bedrijfsHuisletter,
      bedrijfsPostcode: body.bedrijfsPostcode,
      bedrijfsPlaats: body.bedrijfsPlaats,
      beroepsaansprakelijkheidsverzekering: body.beroepsaansprakelijkheidsverzekering,
    };
    await tx.insert(professionalProfiles).values({
      userId: created.id,
      specializations: body.specializations,
      workAreas: body.workAreas,
      bio: body.bio,
      ...company,
    });
    if (body.sendWelcomeEmail) {
      const setPasswordUrl = await issueSetPasswordUrl(tx, opts.config.appUrl, created.id);
      await enqueueMail(
        tx,
        body.email,
        professionalInviteMail({
          firstName: body.firstName,
          lastName: body.lastName,
          tussenvoegsel: body.tussenvoegsel,
          setPasswordUrl,
          appUrl: opts.config.appUrl,
        }),
      );
    }
    // The role and the bank and company details as they start (decision 0026: kept in full).
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'user.create-professional',
      entityType: 'user',
      entityId: created.id,
      details: { welcomeEmail: body.sendWelcomeEmail },
      after: { role: 'professional', ...company },
    });
    return { userId: created.id, welcomeEmailSent: body.sendWelcomeEmail };
  });
}
