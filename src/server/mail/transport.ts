// Where mail goes: SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail with the links logged.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    });
    return {
      async send(mail) {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: `<${mail.id}@woonportaal>`,
        });
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await builder.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
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
