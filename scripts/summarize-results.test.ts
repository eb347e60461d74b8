// The totals line that .ci/run and test-all end with: run the summarizer on made-up suite records.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'summarize-results.mjs');
let dir: string;

function suite(n: number, id: string, kind: string, exitCode: number, report?: unknown) {
  const result = report === undefined ? '' : path.join(dir, `${id}-report.json`);
  if (report !== undefined) writeFileSync(result, JSON.stringify(report));
  mkdirSync(path.join(dir, 'suites'), { recursive: true });
  writeFileSync(
    path.join(dir, 'suites', `${String(n).padStart(2, '0')}-${id}.json`),
    JSON.stringify({
      id,
      label: id,
      kind,
      result: kind === 'step' ? '' : result || path.join(dir, 'missing.json'),
      exitCode,
      seconds: 1,
    }),
  );
}

function run() {
  const r = spawnSync(process.execPath, [script, path.join(dir, 'suites')], { encoding: 'utf8' });
  const lines = r.stdout.trimEnd().split('\n');
  return { code: r.status, last: lines[lines.length - 1], out: r.stdout };
}

const vitestReport = (passed: number, failed: number, extra: object = {}) => ({
  numTotalTests: passed + failed,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [],
  ...extra,
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('summarize-results', () => {
  it('totals vitest and playwright reports; exit 0 when all pass', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sum-'));
    suite(0, 'vitest', 'vitest', 0, vitestReport(10, 0));
    suite(1, 'build', 'step', 0);
    suite(2, 'e2e', 'playwright', 0, {
      stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 2 },
      errors: [],
    });
    const r = run();
    expect(r.last).toBe('14 passed, 0 failed');
    expect(r.code).toBe(0);
  });

  it('counts failures, files that fail to load, failed steps, crashes and missing reports', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sum-'));
    suite(
      0,
      'vitest',
      'vitest',
      1,
      vitestReport(5, 2, {
        testResults: [
          { name: 'a.test.ts', status: 'failed', message: 'Cannot find module', assertionResults: [] },
        ],
      }),
    );
    suite(1, 'build', 'step', 2);
    suite(2, 'e2e', 'playwright', 1, {
      stats: { expected: 1, unexpected: 0 },
      errors: [{ message: 'global setup' }],
    });
    suite(3, 'pg', 'vitest', 1); // no report at all
    suite(4, 'crash', 'vitest', 1, vitestReport(4, 0)); // exit 1 with nothing failed in the report
    const r = run();
    expect(r.last).toBe('10 passed, 7 failed');
    expect(r.code).toBe(1);
    expect(r.out).toContain('file failed: a.test.ts');
  });

  it('names each failed test with the first line of its error, so a CI log tail shows what broke', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sum-'));
    suite(
      0,
      'vitest',
      'vitest',
      1,
      vitestReport(3, 1, {
        testResults: [
          {
            name: path.join(process.cwd(), 'src/x.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'x works' },
              {
                status: 'failed',
                fullName: 'x sends mail',
                failureMessages: ['\u001b[31mError: no mail within 5000 ms\u001b[39m\n    at stack'],
              },
            ],
          },
        ],
      }),
    );
    suite(1, 'e2e', 'playwright', 1, {
      stats: { expected: 1, unexpected: 1 },
      errors: [],
      suites: [
        {
          title: 'a.spec.ts',
          specs: [],
          suites: [
            {
              title: 'group',
              specs: [
                {
                  title: 'clicks',
                  tests: [{ status: 'unexpected', results: [{ errors: [{ message: 'Timeout 5000ms' }] }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    const r = run();
    expect(r.last).toBe('4 passed, 2 failed');
    expect(r.out).toContain('failed: src/x.test.ts > x sends mail: Error: no mail within 5000 ms');
    expect(r.out).not.toContain('at stack');
    expect(r.out).toContain('failed: a.spec.ts > group > clicks: Timeout 5000ms');
  });

  it('fails when no suite ran', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sum-'));
    const r = run();
    expect(r.last).toBe('0 passed, 1 failed');
    expect(r.code).toBe(1);
  });
});
