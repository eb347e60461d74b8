// Dutch e-mails, each as HTML and plain text. Links are built on APP_URL by the caller.
import { OPT_OUT_MESSAGES } from '@shared/leads/texts';
import { formalSalutation, type PersonName } from '@shared/users/salutation';
import type { MailAttachment } from '../db/schema';

export interface MailContent {
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** Stored files sent along (read from DATA_DIR/uploads when the mail goes out). */
  attachments?: MailAttachment[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Block {
  paragraphs: string[];
  button?: { label: string; url: string };
  after?: string[];
  /** A plain link under everything else (the lead client's 'Ik wil niet benaderd worden'). */
  footLink?: { label: string; url: string; note: string };
}

/**
 * One simple, mail-client-safe layout for every message, opening with the formal salutation of the person it goes
 * to ('Geachte heer De Vries,'; decision 0023).
 */
function render(kind: string, subject: string, to: PersonName, block: Block): MailContent {
  const greeting = `${formalSalutation(to)},`;
  const p = (t: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(t)}</p>`;
  const button = block.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="background:#004030;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Werkt de knop niet? Kopieer deze link in uw browser:<br><a href="${escapeHtml(block.button.url)}">${escapeHtml(block.button.url)}</a></p>`
    : '';
  const footLink = block.footLink
    ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.footLink.note)} <a href="${escapeHtml(block.footLink.url)}">${escapeHtml(block.footLink.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#004030;color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">Woonportaal</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px">
${p(greeting)}${block.paragraphs.map(p).join('')}${button}${(block.after ?? []).map(p).join('')}${footLink}
<p style="margin:24px 0 0;line-height:1.5">Met vriendelijke groet,<br>Het team van Woonportaal</p>
</div></div></body></html>`;
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((t) => [t, '']),
    ...(block.button ? [`${block.button.label}: ${block.button.url}`, ''] : []),
    ...(block.after ?? []).flatMap((t) => [t, '']),
    ...(block.footLink ? [block.footLink.note, `${block.footLink.label}: ${block.footLink.url}`, ''] : []),
    'Met vriendelijke groet,',
    'Het team van Woonportaal',
  ].join('\n');
  return { kind, subject, html, text };
}

export function verifyEmailMail(input: PersonName & { url: string }): MailContent {
  return render('verify-email', 'Bevestig uw e-mailadres', input, {
    paragraphs: ['Bevestig uw e-mailadres om uw account bij Woonportaal volledig te gebruiken.'],
    button: { label: 'E-mailadres bevestigen', url: input.url },
    after: ['Deze link is 24 uur geldig. Heeft u geen account aangemaakt? Dan kunt u deze e-mail negeren.'],
  });
}

export function welcomeMail(
  input: PersonName & {
    verifyUrl: string;
    dashboardUrl: string;
  },
): MailContent {
  return render('welcome', 'Welkom bij Woonportaal', input, {
    paragraphs: [
      'Welkom bij Woonportaal! Uw account is aangemaakt.',
      'Bevestig eerst uw e-mailadres met de knop hieronder. Daarna kunt u opdrachten aanvragen en de voortgang volgen in uw overzicht.',
    ],
    button: { label: 'E-mailadres bevestigen', url: input.verifyUrl },
    after: [`Uw overzicht: ${input.dashboardUrl}`, 'Deze link is 24 uur geldig.'],
  });
}

export function passwordResetMail(input: PersonName & { url: string }): MailContent {
  return render('password-reset', 'Wachtwoord opnieuw instellen', input, {
    paragraphs: ['U heeft gevraagd om uw wachtwoord opnieuw in te stellen.'],
    button: { label: 'Nieuw wachtwoord instellen', url: input.url },
    after: [
      'Deze link is 1 uur geldig en werkt één keer. Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
    ],
  });
}

export function passwordChangedMail(input: PersonName & { loginUrl: string }): MailContent {
  return render('password-changed', 'Uw wachtwoord is gewijzigd', input, {
    paragraphs: [
      'Het wachtwoord van uw Woonportaal-account is zojuist gewijzigd. Alle bestaande sessies zijn afgemeld.',
      'Heeft u dit niet zelf gedaan? Neem dan direct contact met ons op.',
    ],
    button: { label: 'Inloggen', url: input.loginUrl },
  });
}

/** For accounts made on someone's behalf (public request forms): never a password, a one-time link to choose one. */
export function setPasswordMail(
  input: PersonName & {
    setPasswordUrl: string;
    verifyUrl: string;
  },
): MailContent {
  return render('set-password', 'Uw account bij Woonportaal', input, {
    paragraphs: [
      'Bedankt voor uw aanvraag. We hebben een account voor u aangemaakt waarmee u de voortgang kunt volgen.',
      'Kies met de knop hieronder zelf een wachtwoord. Daarmee bevestigt u ook uw e-mailadres.',
    ],
    button: { label: 'Wachtwoord instellen', url: input.setPasswordUrl },
    after: [
      'Deze link is 7 dagen geldig en werkt één keer.',
      `Alleen uw e-mailadres bevestigen: ${input.verifyUrl}`,
    ],
  });
}

/**
 * Who brought a lead's client to the portal and how to say no (decision 0042): the client did not ask us
 * themselves, so their first mail says who passed their details on, for what and which details, and holds the link
 * to object.
 */
export interface Referral {
  /** 'Piet Bakker van Bakker Makelaardij', or the name alone. */
  referrer: string;
  /** 'aankoopmakelaar aanvraag' */
  request: string;
  /** 'uw naam, e-mailadres, telefoonnummer en adres, en het bouwjaar van de woning' */
  details: string;
  optOutUrl: string;
  optOutDays: number;
}

/**
 * The first mail to a professional's lead client, in place of the thanks a public form's client gets. With a
 * set-password link for an account made for them (or one that never chose a password), else a link to the
 * request; the reclaim mail of an unproven account carries the password link itself, so this one then has none.
 */
export function referredClientMail(
  input: PersonName & {
    referral: Referral;
    setPasswordUrl?: string;
    verifyUrl?: string;
    projectUrl?: string;
    /** The account existed already: the request was added to it. */
    existingAccount: boolean;
  },
): MailContent {
  const { referral: r } = input;
  const account = input.existingAccount
    ? 'De aanvraag staat in uw bestaande account bij Woonportaal.'
    : 'We hebben een account voor u aangemaakt waarmee u de voortgang kunt volgen.';
  const button = input.setPasswordUrl
    ? { label: 'Wachtwoord instellen', url: input.setPasswordUrl }
    : input.projectUrl
      ? { label: 'Bekijk in Woonportaal', url: input.projectUrl }
      : undefined;
  return render('lead-referral', `${r.referrer} heeft u aangemeld bij Woonportaal`, input, {
    paragraphs: [
      `${r.referrer} heeft uw gegevens aan Woonportaal doorgegeven en u aangemeld voor een ${r.request}.`,
      `Daarom nemen wij contact met u op: om deze aanvraag voor u te behandelen, zoals de professional met u heeft besproken. Doorgegeven zijn ${r.details}.`,
      account,
      ...(input.setPasswordUrl
        ? ['Kies met de knop hieronder zelf een wachtwoord. Daarmee bevestigt u ook uw e-mailadres.']
        : []),
    ],
    button,
    after: [
      ...(input.setPasswordUrl ? ['Deze link is 7 dagen geldig en werkt één keer.'] : []),
      ...(input.verifyUrl ? [`Alleen uw e-mailadres bevestigen: ${input.verifyUrl}`] : []),
    ],
    footLink: {
      note: `Wilt u niet door ons benaderd worden? Dan sluiten wij de aanvraag en verwijderen wij uw gegevens. De link is ${r.optOutDays} dagen geldig.`,
      label: OPT_OUT_MESSAGES.linkLabel,
      url: r.optOutUrl,
    },
  });
}

/**
 * To the mailbox of an account that was registered but never confirmed, when a request for the address arrives (or
 * at start, for requests attached earlier): whoever chose that password never proved the mailbox, so the password
 * no longer works and the owner of the mailbox chooses one (decision 0024).
 */
export function reclaimAccountMail(
  input: PersonName & {
    /** 'aankoopmakelaar aanvraag (AM-2026-00042)', when a request caused it. */
    request?: string;
    setPasswordUrl: string;
  },
): MailContent {
  return render('reclaim-account', 'Stel uw wachtwoord in voor Woonportaal', input, {
    paragraphs: [
      input.request
        ? `Er is een ${input.request} met uw e-mailadres ingediend en aan uw account toegevoegd.`
        : 'Aan uw account zijn aanvragen toegevoegd die met uw e-mailadres zijn ingediend.',
      'Bij uw e-mailadres bestond al een account, maar het e-mailadres was nog niet bevestigd. Omdat niet vaststaat wie dat account heeft aangemaakt, werkt het wachtwoord ervan niet meer en is iedereen afgemeld.',
      'Kies met de knop hieronder zelf een wachtwoord. Daarmee bevestigt u ook uw e-mailadres en ziet u uw aanvragen.',
    ],
    button: { label: 'Wachtwoord instellen', url: input.setPasswordUrl },
    after: [
      'Deze link is 7 dagen geldig en werkt één keer. Heeft u geen aanvraag gedaan? Neem dan contact met ons op.',
    ],
  });
}

/**
 * To the mailbox of a professional's or an admin's account, when a request names its address: a request is a
 * consumer's and is not attached to such an account. The one who filed it got the usual answer; only the mailbox
 * learns why nothing was added (decision 0024).
 */
export function requestNotAttachedMail(input: PersonName & { request: string }): MailContent {
  return render('request-not-attached', 'Aanvraag niet aan uw account toegevoegd', input, {
    paragraphs: [
      `Er is een ${input.request} met uw e-mailadres ingediend.`,
      'Uw e-mailadres hoort bij een account van een professional of beheerder. Aanvragen van consumenten voegen we niet aan zo’n account toe, dus deze aanvraag is niet opgeslagen.',
      'Was u dit zelf? Dien de aanvraag dan opnieuw in met een ander e-mailadres. Heeft u niets aangevraagd? Dan kunt u deze e-mail negeren.',
    ],
  });
}

/** A plain notification mail for events other domains report. */
export function noticeMail(
  input: PersonName & {
    subject: string;
    message: string;
    url?: string;
    /** Paragraphs after the button (the invoice mail's payment instruction). */
    after?: string[];
  },
): MailContent {
  return render('notice', input.subject, input, {
    paragraphs: [input.message],
    button: input.url ? { label: 'Bekijk in Woonportaal', url: input.url } : undefined,
    after: input.after,
  });
}

/** The first admin, made with `npm run admin:create`: no password, a one-time link to choose one (decision 0011). */
export function adminInviteMail(
  input: PersonName & {
    setPasswordUrl: string;
    appUrl: string;
  },
): MailContent {
  return render('admin-invite', 'Uw beheerdersaccount bij Woonportaal', input, {
    paragraphs: [
      `Er is een beheerdersaccount voor u aangemaakt op ${input.appUrl}.`,
      'Kies met de knop hieronder een wachtwoord. Daarmee bevestigt u ook uw e-mailadres; daarna logt u in en beheert u het portaal.',
    ],
    button: { label: 'Wachtwoord instellen', url: input.setPasswordUrl },
    after: [
      "Deze link is 7 dagen geldig en werkt één keer. Verlopen? Vraag op de inlogpagina via 'Wachtwoord vergeten' een nieuwe link aan.",
    ],
  });
}

/** A professional made by an admin at /admin/create-professional: no password, a one-time link to choose one. */
export function professionalInviteMail(
  input: PersonName & {
    setPasswordUrl: string;
    appUrl: string;
  },
): MailContent {
  return render('professional-invite', 'Uw account als professional bij Woonportaal', input, {
    paragraphs: [
      `Er is een account als professional voor u aangemaakt op ${input.appUrl}.`,
      'Kies met de knop hieronder een wachtwoord. Daarmee bevestigt u ook uw e-mailadres; daarna logt u in en ziet u de opdrachten die aan u zijn toegewezen.',
    ],
    button: { label: 'Wachtwoord instellen', url: input.setPasswordUrl },
    after: [
      "Deze link is 7 dagen geldig en werkt één keer. Verlopen? Vraag op de inlogpagina via 'Wachtwoord vergeten' een nieuwe link aan.",
    ],
  });
}

/**
 * The professional's IBAN changed (on /profiel, by them or by an admin viewing the portal as them): the last four
 * digits of the old and the new account, who changed it and when, and what to do if it was not them. A changed
 * account number is how invoice payments are diverted, so the owner hears of every change.
 */
export function ibanChangedMail(
  input: PersonName & {
    /** Last four characters of the old and the new IBAN; null when it was or became empty. */
    oldLastFour: string | null;
    newLastFour: string | null;
    /** The admin who changed it while viewing as the professional; null when the professional did it. */
    byAdmin: string | null;
    /** nl-NL date and time in the Netherlands ('27-11-2026 om 14:05'). */
    when: string;
    profileUrl: string;
    contactUrl: string;
  },
): MailContent {
  const account = (lastFour: string | null) => (lastFour ? `eindigend op ${lastFour}` : 'niet ingevuld');
  return render('iban-changed', 'Uw IBAN is gewijzigd', input, {
    paragraphs: [
      input.byAdmin
        ? `Een beheerder (${input.byAdmin}) heeft op ${input.when} het IBAN in uw bedrijfsgegevens bij Woonportaal gewijzigd.`
        : `U heeft op ${input.when} met uw eigen account het IBAN in uw bedrijfsgegevens bij Woonportaal gewijzigd.`,
      `Vorig IBAN: ${account(input.oldLastFour)}. Nieuw IBAN: ${account(input.newLastFour)}.`,
      'Op dit rekeningnummer ontvangt u de uitbetalingen van Woonportaal voor uw betaalde facturen.',
    ],
    button: { label: 'Bedrijfsgegevens bekijken', url: input.profileUrl },
    after: [
      `Heeft u dit niet zelf gedaan of laten doen? Neem dan direct contact met ons op (${input.contactUrl}) en kies een nieuw wachtwoord via 'Wachtwoord vergeten' op de inlogpagina. Controleer daarna uw bedrijfsgegevens.`,
    ],
  });
}

/** What happened to an account's two-factor sign-in (decision 0025). */
export type TwoFactorChange = 'enabled' | 'disabled' | 'reset-by-admin' | 'recovery-code-used';

const NOT_YOU = 'Heeft u dit niet zelf gedaan? Wijzig dan direct uw wachtwoord en neem contact met ons op.';

/** The notice to the owner after every change to their two-factor sign-in, and after a recovery code was used. */
export function twoFactorChangedMail(
  input: PersonName & { change: TwoFactorChange; profileUrl: string; remainingCodes?: number },
): MailContent {
  const button = { label: 'Naar uw profiel', url: input.profileUrl };
  switch (input.change) {
    case 'enabled':
      return render('two-factor-enabled', 'Tweestapsverificatie ingeschakeld', input, {
        paragraphs: [
          'Voor uw Woonportaal-account is zojuist tweestapsverificatie ingeschakeld. Voortaan vragen wij bij het inloggen, na uw wachtwoord, om de code uit uw authenticator-app.',
          'Bewaar uw herstelcodes op een veilige plek: daarmee logt u in als u uw telefoon niet bij de hand heeft. Andere sessies van uw account zijn afgemeld.',
        ],
        button,
        after: [NOT_YOU],
      });
    case 'disabled':
      return render('two-factor-disabled', 'Tweestapsverificatie uitgeschakeld', input, {
        paragraphs: [
          'Voor uw Woonportaal-account is zojuist tweestapsverificatie uitgeschakeld. U logt nu weer in met alleen uw wachtwoord; uw herstelcodes werken niet meer en andere sessies zijn afgemeld.',
        ],
        button,
        after: [NOT_YOU],
      });
    case 'reset-by-admin':
      return render('two-factor-reset', 'Tweestapsverificatie hersteld door een beheerder', input, {
        paragraphs: [
          'Een beheerder van Woonportaal heeft de tweestapsverificatie van uw account uitgeschakeld, bijvoorbeeld omdat u uw telefoon en uw herstelcodes kwijt was. Alle sessies zijn afgemeld en uw herstelcodes werken niet meer.',
          'U logt nu in met alleen uw wachtwoord. Wij raden u aan tweestapsverificatie op uw profiel opnieuw in te stellen.',
        ],
        button,
        after: ['Heeft u hier niet om gevraagd? Neem dan direct contact met ons op.'],
      });
    case 'recovery-code-used': {
      const left = input.remainingCodes ?? 0;
      return render('two-factor-recovery-code-used', 'Er is ingelogd met een herstelcode', input, {
        paragraphs: [
          `Op uw Woonportaal-account is zojuist ingelogd met een herstelcode. Elke herstelcode werkt één keer; u heeft er nog ${left} over.`,
          'Bent u uw telefoon kwijt? Schakel tweestapsverificatie op uw profiel uit en stel deze opnieuw in met uw nieuwe telefoon: u krijgt dan ook nieuwe herstelcodes.',
        ],
        button,
        after: [NOT_YOU],
      });
    }
  }
}
