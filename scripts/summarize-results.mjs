#!/usr/bin/env node
// Totals the suites of one run from their status files (written by scripts/lib/suite.sh) and the runners'
// JSON reports, prints one line per suite and, last, exactly one line `N passed, N failed`.
// Exit status: 0 when nothing failed and at least one suite ran, else 1.
//
//   node scripts/summarize-results.mjs [suites-dir ...]      (default test-results/suites)
//   node scripts/summarize-results.mjs --json out.json [dirs]  also write the totals as JSON
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Counts */

/** Vitest's JSON report (jest-compatible). A file that fails to load has no failed test but is failed. */
export function countVitest(report) {
  const notes = [];
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  for (const f of brokenFiles) notes.push(`file failed: ${f.name}: ${(f.message ?? '').split('\n')[0]}`);
  for (const f of report.testResults ?? []) {
    for (const a of (f.assertionResults ?? []).filter((x) => x.status === 'failed')) {
      notes.push(`failed: ${relative(f.name)} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
  if ((report.numTotalTests ?? 0) === 0) notes.push('no tests ran');
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes,
  };
}

/** Playwright's JSON reporter: stats + top-level errors (global setup, config, worker crashes). */
export function countPlaywright(report) {
  const s = report.stats ?? {};
  const notes = [];
  const errors = report.errors ?? [];
  for (const e of errors) notes.push(`error: ${(e.message ?? String(e)).split('\n')[0]}`);
  for (const t of playwrightTests(report.suites ?? [])) {
    if (t.status === 'unexpected' || t.status === 'flaky') {
      const error = t.results?.find((r) => r.errors?.length)?.errors?.[0]?.message;
      notes.push(`${t.status === 'flaky' ? 'flaky' : 'failed'}: ${t.where}: ${firstLine(error)}`);
    }
  }
  if (s.flaky) notes.push(`${s.flaky} flaky (passed on retry)`);
  if (!s.expected && !s.unexpected && !s.flaky) notes.push('no tests ran');
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + errors.length,
    skipped: s.skipped ?? 0,
    notes,
  };
}

/** Every test of a Playwright report, with `file > title` to name it. */
function* playwrightTests(suites, prefix = '') {
  for (const suite of suites) {
    const name = prefix ? `${prefix} > ${suite.title}` : suite.title;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) yield { ...t, where: `${name} > ${spec.title}` };
    }
    yield* playwrightTests(suite.suites ?? [], name);
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes from runner messages
const ANSI = /\x1b\[[0-9;]*m/g;
/** The first non-empty line of a failure message, without colour codes, cut to fit a summary line. */
function firstLine(message) {
  const line =
    (message ?? '')
      .replace(ANSI, '')
      .split('\n')
      .find((l) => l.trim()) ?? '(no message)';
  return line.trim().slice(0, 200);
}
const relative = (file) => path.relative(process.cwd(), file);

/** One suite's counts from its status record; a crash or a missing report counts as one failure. */
export function countSuite(status, readReport = (p) => JSON.parse(readFileSync(p, 'utf8'))) {
  /** @type {Counts} */
  let c = { passed: 0, failed: 0, skipped: 0, notes: [] };
  if (status.kind === 'vitest' || status.kind === 'playwright') {
    let report;
    try {
      report = readReport(status.result);
    } catch (err) {
      c.notes.push(`no readable report at ${status.result} (${err.code ?? err.message})`);
    }
    if (report) c = status.kind === 'vitest' ? countVitest(report) : countPlaywright(report);
  }
  if (status.exitCode !== 0 && c.failed === 0) {
    c.failed = 1;
    c.notes.push(status.exitCode === 124 ? 'timed out' : `exited with code ${status.exitCode}`);
  }
  return c;
}

export function summarize(statuses, readReport) {
  const rows = statuses.map((s) => ({ ...s, ...countSuite(s, readReport) }));
  const total = rows.reduce(
    (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  if (rows.length === 0) total.failed = 1;
  return { rows, total };
}

function readStatuses(dirs) {
  const out = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      out.push(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    }
  }
  return out;
}

function main(argv) {
  let jsonOut;
  const dirs = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') jsonOut = argv[++i];
    else dirs.push(argv[i]);
  }
  if (dirs.length === 0) dirs.push('test-results/suites');
  const { rows, total } = summarize(readStatuses(dirs));
  console.log('');
  console.log('Summary');
  if (rows.length === 0) console.log('  no suite ran');
  for (const r of rows) {
    const mark = r.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `  ${mark} ${r.label}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s)`,
    );
    for (const n of r.notes) console.log(`         ${n}`);
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ total, suites: rows }, null, 2)}\n`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return total.failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('summarize-results.mjs')) {
  process.exitCode = main(process.argv.slice(2));
}
