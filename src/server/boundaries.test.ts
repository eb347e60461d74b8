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

const FOUNDATIONS = ['db', 'lib', 'plugins', 'mail', 'storage', 'pdf', 'payments'].map(
  (d) => `src/server/${d}/`,
);

const under = (folder: string) => (file: string) => file.startsWith(folder) && !isTest(file);

const RULES: Rule[] = [
  {
    files: (f) => FOUNDATIONS.some((d) => under(d)(f)),
    forbidden: ['src/server/modules/', 'src/server/demo/', 'src/server/test/'],
    why: 'the foundations (db/, lib/, plugins/, mail/, storage/, pdf/, payments/) sit under the modules: they never import from modules/ (nor demo data)',
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

const MODULES_DIR = 'src/server/modules/';

/**
 * The module order as docs/architecture.md ("Module order") declares it: each module's layer, read from the rows
 * `| N | a, b | … |` of that section's table, so the document and this test cannot disagree.
 */
function declaredLayers(markdown: string): Map<string, number> {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Module order'));
  if (!section) throw new Error('docs/architecture.md has no "## Module order" section');
  const layers = new Map<string, number>();
  for (const row of section.matchAll(/^\|\s*(\d+)\s*\|([^|]+)\|/gm)) {
    for (const name of row[2]!.split(',').map((n) => n.trim())) {
      if (layers.has(name)) throw new Error(`docs/architecture.md puts module ${name} in two layers`);
      layers.set(name, Number(row[1]));
    }
  }
  return layers;
}

const moduleOf = (target: string | null): string | null =>
  target?.startsWith(MODULES_DIR) ? target.slice(MODULES_DIR.length).split('/')[0]! : null;

/** Every import of one module from another that the order forbids: same layer, or a higher one. */
function moduleOrderViolations(layers: Map<string, number>, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files.filter((f) => f.startsWith(MODULES_DIR) && !isTest(f))) {
    const from = moduleOf(file)!;
    for (const { specifier, target } of importsOf(file)) {
      const to = moduleOf(target);
      if (to === null || to === from) continue;
      const [a, b] = [layers.get(from), layers.get(to)];
      if (a === undefined || b === undefined || b >= a) {
        found.push(
          `${file} imports '${specifier}': ${from} (layer ${a ?? '?'}) may not use ${to} (layer ${b ?? '?'})`,
        );
      }
    }
  }
  return found;
}

/** The pairs of modules that import each other, as 'a <-> b'. */
function mutualImports(files: string[]): string[] {
  const uses = new Set<string>();
  for (const file of files.filter((f) => f.startsWith(MODULES_DIR) && !isTest(f))) {
    const from = moduleOf(file)!;
    for (const { target } of importsOf(file)) {
      const to = moduleOf(target);
      if (to !== null && to !== from) uses.add(`${from} ${to}`);
    }
  }
  return [...uses]
    .map((pair) => pair.split(' ') as [string, string])
    .filter(([a, b]) => a < b && uses.has(`${b} ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

describe('module order', () => {
  const layers = declaredLayers(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
  const files = sourceFiles('src/server/modules');

  it('places every module of src/server/modules in exactly one layer of docs/architecture.md', () => {
    const modules = readdirSync(path.join(ROOT, MODULES_DIR), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect([...layers.keys()].sort()).toEqual(modules);
  });

  it('has no module import from its own layer or a higher one', () => {
    expect(moduleOrderViolations(layers, files)).toEqual([]);
  });

  it('has no two modules that import each other', () => {
    expect(mutualImports(files)).toEqual([]);
  });

  it('names a back-import it finds', () => {
    // Were projects (layer 3) placed above invoices, the invoices' import of the projects would be refused.
    const swapped = new Map(layers).set('projects', 99);
    const found = moduleOrderViolations(swapped, files);
    expect(
      found.some((v) =>
        /^src\/server\/modules\/invoices\/.+: invoices \(layer 5\) may not use projects \(layer 99\)$/.test(
          v,
        ),
      ),
    ).toBe(true);
  });
});

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
