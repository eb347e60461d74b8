// The mail bench's relay: a real SMTP server (smtp-server) on 127.0.0.1 in a process of its own, as a relay would
// be, so its work does not compete with the sender's event loop. It accepts every mail after reading it in full and
// counts what arrived and each Message-ID; it does not parse bodies.
// Started by bench/mail.ts with fork(); IPC: → { type: 'reset' | 'stats' | 'stop' }, ← { type: 'ready', port },
// { type: 'stats', received, unique, duplicates, connections }.
import { SMTPServer } from 'smtp-server';

if (!process.send) throw new Error('bench/lib/mail-sink.ts is started by bench/mail.ts');
const send = (message: object) => process.send?.(message);

let received = 0;
let connections = 0;
let duplicates = 0;
let ids = new Set<string>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 100,
  onConnect(_session, callback) {
    connections++;
    callback();
  },
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const headers = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const id = /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? '';
      received++;
      if (ids.has(id)) duplicates++;
      else ids.add(id);
      callback();
    });
  },
});
server.on('error', (err) => console.error(`mail sink: ${err.message}`));

process.on('message', (m: { type: string }) => {
  if (m.type === 'reset') {
    received = 0;
    connections = 0;
    duplicates = 0;
    ids = new Set();
    send({ type: 'reset' });
  } else if (m.type === 'stats') {
    send({ type: 'stats', received, unique: ids.size, duplicates, connections });
  } else if (m.type === 'stop') {
    server.close(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  send({ type: 'ready', port: (server.server.address() as { port: number }).port });
});
