// The lock file must install with `npm ci` on every platform (docs/decisions/0010): npm refuses a lock in which a
// package's optional dependency (a platform binary such as @biomejs/cli-darwin-arm64) has no entry, even on a
// machine that would skip it. npm ci on this machine cannot see that, so it is checked here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    { version?: string; optionalDependencies?: Record<string, string>; engines?: { node?: string } }
  >;
};
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

/** Where npm would place `name` for the package at `at`: nested first, then each parent up to the root. */
function resolve(at: string, name: string): string | undefined {
  let base = at;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it("lists every platform's optional packages, so npm ci works on Linux, macOS and Windows", () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolve(at, name)) missing.push(`${at || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it(`needs no newer Node than package.json's engines (${pkg.engines.node})`, () => {
    // Node 20.19 is what the README names; a dependency that demands 22 or later is pinned back (decision 0010).
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => /^>=\s*2[1-9]/.test(entry.engines?.node ?? ''))
      .map(([at, entry]) => `${at}@${entry.version} wants node ${entry.engines!.node}`);
    expect(tooNew).toEqual([]);
  });
});
