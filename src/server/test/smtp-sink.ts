// A real SMTP server that keeps what it receives: tests assert on mail as it arrived over the wire.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Waits for the first mail to `to` (and matching subject) that arrives after any already taken. */
  waitFor(to: string, opts?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Refuses connections for a while (SMTP 'down') by closing, then listening again on the same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        readStream(stream)
          .then((raw) => PostalMime.parse(raw))
          .then((parsed) => {
            const text = parsed.text ?? '';
            const html = parsed.html ?? '';
            mails.push({
              to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '').toLowerCase()),
              subject: parsed.subject ?? '',
              text,
              html,
              links: [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
            });
            for (const w of waiters) w();
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const taken = new Set<ReceivedMail>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(to, opts = {}) {
      const match = () =>
        mails.find(
          (m) =>
            !taken.has(m) &&
            m.to.includes(to.toLowerCase()) &&
            (!opts.subject || opts.subject.test(m.subject)),
        );
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = match();
          if (!m) return false;
          taken.add(m);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${opts.timeoutMs ?? 5000} ms`));
        }, opts.timeoutMs ?? 5000);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = make();
      await listen(port);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
