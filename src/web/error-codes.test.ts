// Screens tell the server's refusals apart by the body's stable `code` (src/shared/errors.ts, through hasErrorCode
// in src/web/lib/api-client.ts), never by an HTTP status number or the Dutch text: a status says too little (many
// refusals share 409) and a text changes when its wording does. This test reads every web source file (tests
// aside) and fails, naming the line, on a comparison of a status with a number, on matching the server's text, or
// on reading the raw answer, anywhere but in the API client itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = import.meta.dirname;
/** The one file that turns answers into ApiErrors: it may read the status (401 → null, 204 → no body). */
const API_CLIENT = path.join(WEB, 'lib', 'api-client.ts');

const COMPARE = '(?:===|!==|==|!=|>=|<=|>|<)';
const RULES: Array<{ name: string; pattern: RegExp }> = [
  { name: 'a status compared with a number', pattern: new RegExp(`\\.status\\s*${COMPARE}\\s*\\d{3}\\b`) },
  {
    name: 'a number compared with a status',
    pattern: new RegExp(`\\b\\d{3}\\s*${COMPARE}\\s*[\\w?.]*\\.status\\b`),
  },
  {
    name: "the server's text matched",
    pattern: /errorText\([^)]*\)\s*(?:\.(?:startsWith|endsWith|includes|match|indexOf)\(|===|!==)/,
  },
  {
    name: "the server's text matched",
    pattern: new RegExp(
      `\\.body\\??\\.(?:error|message)\\??(?:\\s*${COMPARE}|\\.(?:startsWith|endsWith|includes|match)\\()`,
    ),
  },
  { name: 'the raw answer read', pattern: /\.bodyText\b/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function offences(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      RULES.filter((r) => r.pattern.test(line)).map((r) => `${i + 1}: ${r.name}: ${line.trim()}`),
    );
}

describe('web screens branch on error codes', () => {
  it('catches the shapes it is meant to catch, and lets codes and project statuses pass', () => {
    for (const bad of [
      'if (error instanceof ApiError && error.status === 409) {',
      'err.status !== 401',
      'error.status >= 400 && error.status < 500',
      '404 === error.status',
      "errorText(error, '').startsWith(OPENING)",
      'error.body?.message === INVOICE_MESSAGES.alreadyExists',
      "error.body?.error?.includes('bedrijfsgegevens')",
      'JSON.parse(error.bodyText)',
    ]) {
      expect(offences(bad), bad).not.toEqual([]);
    }
    for (const good of [
      "if (hasErrorCode(error, 'EMAIL_TAKEN')) {",
      "project.status === 'completed'",
      "invoice.status !== 'paid'",
      'description: errorText(err, CREATE_FAILED),',
      'errors.password?.message === PASSWORD_TOO_SHORT',
    ]) {
      expect(offences(good), good).toEqual([]);
    }
  });

  it('no web source file outside the API client branches on a status number or the Dutch text', () => {
    const files = sourceFiles(WEB).filter((f) => f !== API_CLIENT);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      offences(readFileSync(file, 'utf8')).map((o) => `${path.relative(WEB, file)}:${o}`),
    );
    expect(found).toEqual([]);
  });
});
