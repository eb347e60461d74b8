// Every action the server writes to the audit log has a Dutch label on the Auditlog screen: a new action without
// one fails here, naming it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_LABELS } from '@shared/audit/labels';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.test.ts'))
    .map((d) => path.join(d.parentPath, d.name))
    .filter((f) => !f.includes(`${path.sep}test${path.sep}`));
}

describe('audit action labels', () => {
  it('cover every action the server writes', () => {
    const written = new Set<string>();
    for (const file of sourceFiles(SERVER)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const m = /\baction:\s*(.+)$/.exec(line);
        if (!m) continue;
        for (const q of m[1]!.matchAll(/'([a-z_-]+\.[a-z0-9_.-]+)'/g)) written.add(q[1]!);
      }
    }
    expect(written.size).toBeGreaterThan(20);
    const missing = [...written].filter((a) => !(a in AUDIT_ACTION_LABELS));
    expect(missing).toEqual([]);
  });
});
