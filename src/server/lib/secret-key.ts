// The key that encrypts two-factor secrets at rest. Configured (TWO_FACTOR_KEY) on a public installation, where the
// start fails without it (config.ts); on this computer a random key is made once and kept beside the embedded
// database, so `npm start` needs no setup. Several nodes must share one configured key.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { keyBytes } from '../config';

export const KEY_FILE = 'two-factor.key';

export function resolveTwoFactorKey(config: Pick<Config, 'twoFactorKey' | 'dataDir'>): Buffer {
  if (config.twoFactorKey) return config.twoFactorKey;
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    const stored = keyBytes(readFileSync(file, 'utf8'));
    if (stored) return stored;
  } catch {
    // not made yet
  }
  const key = randomBytes(32);
  mkdirSync(config.dataDir, { recursive: true });
  // 'wx': when another process made it at the same moment, read theirs instead of overwriting it.
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    const stored = keyBytes(readFileSync(file, 'utf8'));
    if (!stored) throw new Error(`${file} holds no valid key: remove it or set TWO_FACTOR_KEY`);
    return stored;
  }
}
