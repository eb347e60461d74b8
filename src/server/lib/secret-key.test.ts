import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILE, resolveTwoFactorKey } from './secret-key';

describe('the two-factor key', () => {
  it('is the configured one when set', () => {
    const key = Buffer.alloc(32, 9);
    expect(resolveTwoFactorKey({ twoFactorKey: key, dataDir: '/nonexistent' })).toBe(key);
  });

  it('is made once on this computer and kept in DATA_DIR, readable by the owner only', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-key-'));
    const first = resolveTwoFactorKey({ twoFactorKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(resolveTwoFactorKey({ twoFactorKey: undefined, dataDir })).toEqual(first);
    const file = path.join(dataDir, KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged key file instead of making a new key (which would lock everyone out of 2FA)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-key-'));
    writeFileSync(path.join(dataDir, KEY_FILE), 'kapot');
    expect(() => resolveTwoFactorKey({ twoFactorKey: undefined, dataDir })).toThrow(/holds no valid key/);
  });
});

describe('the two-factor key on a disk that cannot be written', () => {
  it('is made for this run only, with a warning, so the portal still starts', () => {
    const warnings: string[] = [];
    const key = resolveTwoFactorKey(
      { twoFactorKey: undefined, dataDir: '/dev/null/woonportaal' },
      { warn: (m: string) => warnings.push(m) },
    );
    expect(key).toHaveLength(32);
    expect(warnings).toEqual([expect.stringMatching(/for this run only/)]);
  });
});
