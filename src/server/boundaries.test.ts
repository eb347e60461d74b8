// The import boundaries of docs/architecture.md ("Rules"), checked on the source: a file that crosses one fails
// this test with the file and the import named. Tests (*.test.ts) may import anything; the rules are about the
// code that ships.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ALIASES: Record<string, string> = {
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
  '@web/': 'src/web/',
};

/** Every .ts/.tsx file under a folder of the repository, as a path relative to the repository's root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

// import … from '…', export … from '…', import '…', import('…')
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/gm;

/** The imports of a file: each specifier as written and, for our own code, the repository path it points to. */
function importsOf(file: string): Array<{ specifier: string; target: string | null }> {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found: Array<{ specifier: string; target: string | null }> = [];
  for (const m of text.matchAll(IMPORT)) {
    const specifier = (m[1] ?? m[2])!;
    let target: string | null = null;
    if (specifier.startsWith('.'))
      target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
    for (const [alias, folder] of Object.entries(ALIASES)) {
      if (specifier.startsWith(alias)) target = folder + specifier.slice(alias.length);
    }
    found.push({ specifier, target: target?.split(path.sep).join('/') ?? null });
  }
  return found;
}

interface Rule {
  /** Which files the rule applies to (repository paths). */
  files: (file: string) => boolean;
  /** The folders (repository paths, ending in /) those files must not import from. */
  forbidden: string[];
  why: string;
}

const under = (folder: string) => (file: string) => file.startsWith(folder) && !isTest(file);

const RULES: Rule[] = [
  {
    files: (f) => ['src/server/db/', 'src/server/lib/', 'src/server/plugins/'].some((d) => under(d)(f)),
    forbidden: ['src/server/modules/', 'src/server/demo/', 'src/server/test/'],
    why: 'db/, lib/ and plugins/ sit under the modules: they never import from modules/ (nor demo data)',
  },
  {
    files: under('src/shared/'),
    forbidden: ['src/server/', 'src/web/'],
    why: 'src/shared is used by server and web alike and imports neither',
  },
  {
    files: under('src/web/'),
    forbidden: ['src/server/'],
    why: 'the web app reaches the server through the API and src/shared, never by import',
  },
  {
    files: (f) => f.startsWith('src/') && !isTest(f) && !f.startsWith('src/server/test/'),
    forbidden: ['src/server/test/'],
    why: 'test support (src/server/test/) is for tests only: no shipped code imports it',
  },
];

function violations(rule: Rule): string[] {
  const found: string[] = [];
  for (const file of sourceFiles('src').filter(rule.files)) {
    for (const { specifier, target } of importsOf(file)) {
      const hit = rule.forbidden.find((folder) => target !== null && `${target}/`.startsWith(folder));
      if (hit) found.push(`${file} imports '${specifier}' (${hit})`);
    }
  }
  return found;
}

describe('import boundaries', () => {
  it('reads the imports of a file, relative and aliased, and resolves them to repository paths', () => {
    const imports = importsOf('src/server/plugins/session.ts');
    expect(imports.map((i) => i.target)).toContain('src/server/lib/session-query');
    expect(imports.map((i) => i.target)).toContain('src/shared/constants');
    expect(sourceFiles('src/server/db')).toContain('src/server/db/schema.ts');
  });

  it('names a crossing it finds', () => {
    const appImportsModules = violations({
      files: (f) => f === 'src/server/app.ts',
      forbidden: ['src/server/modules/'],
      why: '',
    });
    expect(appImportsModules.length).toBeGreaterThan(0);
    expect(appImportsModules[0]).toMatch(
      /^src\/server\/app\.ts imports '\.\/modules\/.+' \(src\/server\/modules\/\)$/,
    );
  });

  for (const rule of RULES) {
    it(rule.why, () => {
      expect(violations(rule)).toEqual([]);
    });
  }
});
