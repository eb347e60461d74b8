// `npm run bench:mail`: how fast the mail outbox drains a backlog into a local SMTP relay, against a bare nodemailer
// pool with the same settings on the same relay in the same run (the steps: bench/lib/mail-drain.ts).
// Also part of `npm run bench` as the group `mail` (on the bench's PostgreSQL).
//
// Options (flags or environment):
//   --count N          BENCH_MAIL_COUNT    mails per measurement (10,000: the budget's figure)
//   --no-fail          BENCH_NO_FAIL=1     exit 0 even when the budget fails
//   BENCH_DATABASE_URL or DATABASE_URL     run the outbox on this PostgreSQL (in a throwaway database created in
//                                          it and dropped after); otherwise on PGlite in a temporary DATA_DIR
// Prints the figures and a markdown section for docs/performance.md, writes bench/results/mail-latest.json, and
// exits 1 when the outbox drains at less than half the bare pool's rate.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuBusyShare, machineLine } from './lib/machine';
import { MAIL_DRAIN_BUDGET, MAIL_DRAIN_COUNT, measureMailDrain } from './lib/mail-drain';

const ROOT = path.resolve(import.meta.dirname, '..');
const log = (m: string) => console.error(`bench:mail: ${m}`);
const n0 = (n: number) => Math.round(n).toLocaleString('en-US');

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = args[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : (args[i + 1] ?? 'true');
}

async function main() {
  const count = Number(flag('count') ?? process.env.BENCH_MAIL_COUNT ?? MAIL_DRAIN_COUNT);
  if (!Number.isInteger(count) || count <= 0 || count > 1_000_000)
    throw new Error('--count/BENCH_MAIL_COUNT must be a whole number from 1 to 1,000,000');
  const noFail = process.argv.includes('--no-fail') || process.env.BENCH_NO_FAIL === '1';
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

  const busyBefore = await cpuBusyShare();
  if (busyBefore !== undefined && busyBefore > 0.1)
    log(
      `WARNING: the machine is ${Math.round(busyBefore * 100)}% busy before the run: the figures will be noisy`,
    );
  const r = await measureMailDrain({ count, databaseUrl, log });
  const ok = r.ratio >= MAIL_DRAIN_BUDGET;
  const machine = machineLine(busyBefore);
  const date = new Date().toISOString();
  const command = `npm run bench:mail${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

  const budget = `the outbox drains ${n0(count)} mails at ≥ ${MAIL_DRAIN_BUDGET * 100}% of a bare nodemailer pool's rate`;
  const detail = `${n0(r.outbox.rate)} vs ${n0(r.bare.rate)} mails/s (${Math.round(r.ratio * 100)}%; need ≥ ${MAIL_DRAIN_BUDGET * 100}%)`;
  console.log('');
  console.log(
    `bare nodemailer pool (${r.poolConnections} connections): ${n0(r.bare.before)} mails/s before,`,
  );
  console.log(`  ${n0(r.bare.after)} mails/s after the outbox run; mean ${n0(r.bare.rate)} mails/s`);
  console.log(
    `mail outbox (${r.database}): ${n0(r.outbox.rate)} mails/s (${n0(count)} in ${r.outbox.seconds.toFixed(2)} s)`,
  );
  console.log(`${ok ? 'pass' : 'FAIL'}  ${budget}: ${detail}`);

  const md = [
    `### Measured ${date.slice(0, 10)} with \`${command}\``,
    '',
    `${machine}; outbox on ${r.database}; the relay an smtp-server on 127.0.0.1 in its own process.`,
    '',
    '| sender | mails | mails/s |',
    '|---|---:|---:|',
    `| bare nodemailer pool, ${r.poolConnections} connections, before the outbox run | ${n0(count)} | ${n0(r.bare.before)} |`,
    `| bare nodemailer pool, ${r.poolConnections} connections, after the outbox run | ${n0(count)} | ${n0(r.bare.after)} |`,
    `| mail outbox (startMailWorker), ${r.outboxConnections} SMTP connections | ${n0(count)} | ${n0(r.outbox.rate)} |`,
    '',
    '| budget | measured | result |',
    '|---|---|---|',
    `| ${budget} | ${detail} | ${ok ? 'pass' : '**FAIL**'} |`,
  ].join('\n');
  console.log('');
  console.log('--- markdown for docs/performance.md ---');
  console.log(md);
  console.log('--- end ---');

  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  let commit: string | null = null;
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {}
  writeFileSync(
    path.join(resultsDir, 'mail-latest.json'),
    `${JSON.stringify({ date, command, commit, machine, cpuBusyBeforeRun: busyBefore, ...r, budget: { description: budget, ok, detail }, markdown: md }, null, 2)}\n`,
  );
  log('results written to bench/results/mail-latest.json');
  if (!ok) {
    log(`budget failed${noFail ? ' (--no-fail: exit 0)' : ''}`);
    if (!noFail) process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(`bench:mail: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exitCode = 1;
});
