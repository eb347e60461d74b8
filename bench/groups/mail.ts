// The mail outbox drains a backlog to a local SMTP relay at no less than half the rate of a bare
// nodemailer pool with the same settings, on the same relay, in the same run (bench/lib/mail-drain.ts). In the
// main bench it runs in the driver process on a throwaway database in the bench's PostgreSQL; `npm run bench:mail`
// runs it alone (PGlite by default).
import { MAIL_DRAIN_BUDGET, MAIL_DRAIN_COUNT, measureMailDrain } from '../lib/mail-drain';
import type { BenchGroup } from '../lib/types';

const n0 = (n: number) => Math.round(n).toLocaleString('en-US');

export const mailGroup: BenchGroup = {
  name: 'mail',
  description: 'the mail outbox drains 10,000 mails to a local SMTP relay, against a bare nodemailer pool',
  async measure(ctx) {
    const count = Number(process.env.BENCH_MAIL_COUNT ?? MAIL_DRAIN_COUNT);
    const r = await measureMailDrain({ count, databaseUrl: ctx.databaseUrl, log: ctx.log });
    return [
      {
        id: 'mail-bare',
        label: `bare nodemailer pool (${r.poolConnections} connections) → local relay`,
        value: r.bare.rate,
        unit: 'mails/s',
        detail: { count, ...r.bare, note: 'mean of a run before and one after the outbox run' },
      },
      {
        id: 'mail-outbox',
        label: `mail outbox drain of ${n0(count)} → local relay`,
        value: r.outbox.rate,
        unit: 'mails/s',
        detail: { count, database: r.database, ...r.outbox, connections: r.outboxConnections },
      },
    ];
  },
  budgets: [
    {
      id: 'mail-drain',
      description: `the outbox drains mail at ≥ ${MAIL_DRAIN_BUDGET * 100}% of a bare nodemailer pool's rate`,
      check(v) {
        const bare = v.measurement('mail-bare');
        const outbox = v.measurement('mail-outbox');
        if (!bare || !outbox) return { ok: false, detail: 'not measured' };
        const ratio = outbox.value / bare.value;
        return {
          ok: ratio >= MAIL_DRAIN_BUDGET,
          detail: `${n0(outbox.value)} vs ${n0(bare.value)} mails/s (${Math.round(ratio * 100)}%; need ≥ ${MAIL_DRAIN_BUDGET * 100}%)`,
        };
      },
    },
  ],
};
