// A real SMTP server that keeps what it receives: tests assert on mail as it arrived over the wire.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** As sent, with its angle brackets: `<id@woonportaal>`. */
  messageId: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Mails read in full and then refused (see rejectNext), in the order they came. */
  rejected: ReceivedMail[];
  /** SMTP connections accepted so far (a pooled client reuses a few). */
  connections(): number;
  /** SMTP connections open right now. */
  openConnections(): number;
  /** Answers the next `count` mails, after reading them, with this SMTP error (e.g. 451 try later, 550 refused). */
  rejectNext(count: number, answer: { code: number; message?: string }): void;
  /** Waits for the first mail to `to` (and matching subject) that arrives after any already taken. */
  waitFor(to: string, opts?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /**
   * Refuses connections for a while (SMTP 'down') by closing, then listening again on the same port. Open
   * connections (a client's pool) are answered 421 and closed at once.
   */
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
  const rejected: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejecting: { count: number; code: number; message: string } | undefined;
  let connections = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // On close (stop, close), connections still open are answered 421 and closed after this many ms, not 30 s.
      closeTimeout: 10,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, _session, callback) {
        readStream(stream)
          .then((raw) => PostalMime.parse(raw))
          .then((parsed) => {
            const text = parsed.text ?? '';
            const html = parsed.html ?? '';
            const mail: ReceivedMail = {
              to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '').toLowerCase()),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text,
              html,
              links: [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
              attachments: (parsed.attachments ?? []).map((a) => ({
                filename: a.filename ?? '',
                contentType: a.mimeType,
                content: Buffer.from(
                  typeof a.content === 'string' ? a.content : new Uint8Array(a.content as ArrayBuffer),
                ),
              })),
            };
            if (rejecting && rejecting.count > 0) {
              rejecting.count--;
              rejected.push(mail);
              callback(Object.assign(new Error(rejecting.message), { responseCode: rejecting.code }));
              return;
            }
            mails.push(mail);
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
    rejected,
    connections: () => connections,
    openConnections: () => server.connections.size,
    rejectNext(count, answer) {
      rejecting = { count, code: answer.code, message: answer.message ?? 'Refused by the test sink' };
    },
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
