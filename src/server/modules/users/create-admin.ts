// `npm run admin:create -- --email beheer@bureau.nl`: the first real admin of an installation without demo data
// (docs/decisions/0011-demo-accounts.md, docs/deployment.md). The account gets no password, only a one-time
// link to choose one, mailed through the outbox, or printed when SMTP_URL is unset.
import { parseArgs } from 'node:util';
import { emailField, requiredText, z } from '@shared/zod';
import { and, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { type Database, openDatabase } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { enqueueMail, sendDueMails } from '../../mail/outbox';
import { adminInviteMail } from '../../mail/templates';
import { createMailTransport } from '../../mail/transport';
import { createFileStorage } from '../../storage/create';
import { findUserByEmail } from '../auth/accounts';
import { issueSetPasswordUrl } from '../auth/tokens';

export const CREATE_ADMIN_MESSAGES = {
  emailInUse: 'Er bestaat al een account met dit e-mailadres; er is niets aangemaakt.',
  usage:
    'Gebruik: npm run admin:create -- --email beheer@voorbeeld.nl [--first-name Voornaam] [--last-name Achternaam]',
  portalRunning:
    'Het portaal draait nog op deze database. De ingebouwde database kan maar door één proces tegelijk worden gebruikt: stop het portaal, voer dit commando uit en start het portaal weer.',
} as const;

const argsSchema = z.object({
  email: emailField,
  firstName: requiredText('Voornaam is verplicht', 100).default('Beheerder'),
  lastName: requiredText('Achternaam is verplicht', 100).default('Woonportaal'),
});

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * Creates an admin without a password and, in the same transaction, its set-password link (7 days, once) and the
 * mail carrying it. Returns the link, which the CLI prints when no mail can go out.
 */
export async function createAdmin(
  opts: Ctx & { email: string; firstName: string; lastName: string },
): Promise<{ userId: string; setPasswordUrl: string }> {
  if (await findUserByEmail(opts.db, opts.email)) throw conflict(CREATE_ADMIN_MESSAGES.emailInUse);
  return opts.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: opts.email,
        passwordHash: null,
        firstName: opts.firstName,
        lastName: opts.lastName,
        role: 'admin',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw conflict(CREATE_ADMIN_MESSAGES.emailInUse);
    const setPasswordUrl = await issueSetPasswordUrl(tx, opts.config.appUrl, created.id);
    await enqueueMail(
      tx,
      opts.email,
      adminInviteMail({
        firstName: opts.firstName,
        lastName: opts.lastName,
        setPasswordUrl,
        appUrl: opts.config.appUrl,
      }),
    );
    await writeAudit(tx, {
      actorId: null,
      action: 'user.create-admin',
      entityType: 'user',
      entityId: created.id,
      source: 'cli',
      after: { role: 'admin' },
    });
    return { userId: created.id, setPasswordUrl };
  });
}

/**
 * Whether a portal answers on this installation's port on the embedded database: neither PGlite nor the embedded
 * PostgreSQL server (which belongs to the app that started it, decision 0045) is opened by two processes at once.
 */
async function portalAnswers(config: Config): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/healthz`, {
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await res.json().catch(() => null)) as { database?: string } | null;
    return (
      body?.database === 'pglite' || (body?.database === 'postgres' && config.databaseDriver === 'embedded')
    );
  } catch {
    return false;
  }
}

export interface CreateAdminRun {
  argv: string[];
  env?: NodeJS.ProcessEnv;
  /** An open database (tests); otherwise the configured one is opened, migrated and closed. */
  database?: Database;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** The command: returns its exit code (0 created, 1 refused or failed). */
export async function runCreateAdmin(run: CreateAdminRun): Promise<number> {
  const out = run.out ?? ((line: string) => console.log(line));
  const err = run.err ?? ((line: string) => console.error(line));
  let config: Config;
  let args: z.output<typeof argsSchema>;
  try {
    config = loadConfig(run.env ?? process.env);
    const { values } = parseArgs({
      args: run.argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    });
    const parsed = argsSchema.safeParse({
      email: values.email ?? '',
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      err(`--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${issue.message}`);
      err(CREATE_ADMIN_MESSAGES.usage);
      return 1;
    }
    args = parsed.data;
  } catch (e) {
    if (!(e instanceof ConfigError) && !String((e as { code?: string }).code).startsWith('ERR_PARSE_ARGS'))
      throw e;
    err(e instanceof ConfigError ? e.message : `Onbekende of onvolledige optie in: ${run.argv.join(' ')}`);
    if (!(e instanceof ConfigError)) err(CREATE_ADMIN_MESSAGES.usage);
    return 1;
  }

  if (!run.database && !config.databaseUrl && (await portalAnswers(config))) {
    err(CREATE_ADMIN_MESSAGES.portalRunning);
    return 1;
  }
  const database = run.database ?? (await openDatabase(config));
  // Warnings of the mail transport and the outbox go to stderr; stdout carries only the command's own lines.
  const log = pino({ level: 'warn' }, pino.destination(2));
  try {
    if (!run.database) await database.migrate();
    const ctx = { db: database.db, config };
    let created: Awaited<ReturnType<typeof createAdmin>>;
    try {
      created = await createAdmin({ ...ctx, ...args });
    } catch (e) {
      if ((e as { code?: string }).code === 'CONFLICT') {
        err(`${args.email}: ${CREATE_ADMIN_MESSAGES.emailInUse}`);
        return 1;
      }
      throw e;
    }
    out(`Beheerdersaccount aangemaakt voor ${args.email}.`);

    if (!config.smtpUrl) {
      out(
        'Er is geen SMTP_URL ingesteld, dus er gaat geen e-mail uit. Open deze link om een wachtwoord te kiezen',
      );
      out('(7 dagen geldig, werkt één keer):');
      out(created.setPasswordUrl);
      return 0;
    }
    // The command ends right away, so it sends now instead of leaving the mail to the portal's outbox loop: one
    // round of the same outbox (it may take other due mails along, exactly as the loop would).
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      // The round may take other due mails along, invoices with their PDFs among them.
      storage: await createFileStorage(config.storage, { log }),
      log,
    });
    try {
      await sendDueMails({ db: database.db, log }, transport);
    } finally {
      transport.close();
    }
    const [mail] = await database.db
      .select({ status: mailOutbox.status, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, args.email), eq(mailOutbox.kind, 'admin-invite')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (mail?.status === 'sent') {
      out(`Een e-mail met een link om een wachtwoord te kiezen is verstuurd naar ${args.email}.`);
    } else {
      // Not lost: the portal's outbox keeps trying. The operator gets the link now so the portal can be used.
      out(
        `De e-mail kon nu niet worden verstuurd${mail?.lastError ? ` (${mail.lastError})` : ''}; het portaal probeert het later opnieuw.`,
      );
      out('U kunt ook meteen deze link openen om een wachtwoord te kiezen (7 dagen geldig, werkt één keer):');
      out(created.setPasswordUrl);
    }
    return 0;
  } finally {
    if (!run.database) await database.close();
  }
}
