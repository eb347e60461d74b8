// Where mail goes: SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail with the links logged.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailAttachment } from '../db/schema';
import type { FileStorage } from '../storage/files';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Resolves once the relay accepted the mail (for the fallback: once the file is written). */
  send(mail: OutgoingMail): Promise<void>;
  /** How many sends the outbox keeps in flight at once. */
  readonly parallel: number;
  /** Closes the pool's connections; sends still waiting fail. */
  close(): void;
}

/** Connections the pool keeps open to the relay. */
export const SMTP_POOL_CONNECTIONS = 5;

/**
 * The nodemailer options of the app's SMTP transport: a pool of a few connections, each reused for many mails (a
 * new connection per mail was the outbox's bottleneck: about 7 mails/s). Exported so the mail bench measures a
 * bare pool with exactly these settings.
 */
export function smtpPoolOptions(smtpUrl: string): SMTPPool.Options {
  const url = new URL(smtpUrl);
  return {
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    // A connection is replaced after this many mails; relays often close one long before.
    maxMessages: 1_000,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  };
}

/** The Message-ID of an outbox row: the same on every try, so a receiver can drop a duplicate. */
export const messageIdOf = (id: string) => `<${id}@woonportaal>`;

/**
 * A mail's attachments, opened from the storage for this try (a stream each; nodemailer reads them while sending).
 * A file that is gone, or a store that is away, fails the send, which is retried like any other failure and logged.
 */
async function openAttachments(
  storage: FileStorage,
  list: MailAttachment[] | undefined,
): Promise<Mail.Attachment[] | undefined> {
  if (!list?.length) return undefined;
  const opened: Readable[] = [];
  try {
    const attachments: Mail.Attachment[] = [];
    for (const a of list) {
      if ('content' in a) {
        attachments.push({ filename: a.filename, contentType: a.contentType, content: a.content });
        continue;
      }
      const file = await storage.open(a.storedName);
      if (!file) throw new Error(`attachment missing: ${a.storedName}`);
      opened.push(file.stream);
      attachments.push({ filename: a.filename, contentType: a.contentType, content: file.stream });
    }
    return attachments;
  } catch (err) {
    // Those already open would hold a file or a connection to the store until collected.
    for (const stream of opened) stream.destroy();
    throw err;
  }
}

export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  /** Where the fallback keeps .eml files (DATA_DIR/mail). */
  dataDir: string;
  /** Where attachments are read from: the app's configured file storage. */
  storage: FileStorage;
  log: FastifyBaseLogger;
}): MailTransport {
  const files = options.storage;
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(smtpPoolOptions(options.smtpUrl));
    // Failures reach each send's promise; an 'error' event without a listener would end the process.
    transporter.on('error', (err) => options.log.warn({ err: err.message }, 'SMTP transport error'));
    return {
      // Twice the connections: a connection that finishes a mail finds the next one already queued.
      parallel: SMTP_POOL_CONNECTIONS * 2,
      async send(mail) {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: messageIdOf(mail.id),
          attachments: await openAttachments(files, mail.attachments),
        });
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    parallel: 4,
    async send(mail) {
      const info = await builder.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: messageIdOf(mail.id),
        attachments: await openAttachments(files, mail.attachments),
      });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail saved (no SMTP_URL set)');
    },
    close() {},
  };
}
