// Every action the server writes to the audit log, and every field it records in an entry's details, before and
// after, has a Dutch label on the Auditlog screen: a new one without a label fails here, naming it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS } from '@shared/audit/labels';
import ts from 'typescript';
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

  it('cover every field the server records in details, before and after', () => {
    const recorded = new Map<string, string>();
    for (const file of sourceFiles(SERVER)) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          ['details', 'before', 'after'].includes(node.name.getText()) &&
          ts.isObjectLiteralExpression(node.initializer)
        ) {
          for (const property of node.initializer.properties) {
            const key = property.name?.getText();
            if (key) recorded.set(key, path.relative(SERVER, file));
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    expect(recorded.size).toBeGreaterThan(30);
    const missing = [...recorded]
      .filter(([key]) => !(key in AUDIT_FIELD_LABELS))
      .map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });
});
