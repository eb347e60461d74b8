// The key that encrypts two-factor secrets at rest. Configured (TWO_FACTOR_KEY) on a public installation, where the
// start fails without it (config.ts); on this computer a random key is made once and kept beside the embedded
// database, so `npm start` needs no setup. Several nodes must share one configured key.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { keyBytes } from '../config';

export const KEY_FILE = 'two-factor.key';

export function resolveTwoFactorKey(
  config: Pick<Config, 'twoFactorKey' | 'dataDir'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Buffer {
  if (config.twoFactorKey) return config.twoFactorKey;
  const file = path.join(config.dataDir, KEY_FILE);
  let existing: string | undefined;
  try {
    existing = readFileSync(file, 'utf8');
  } catch {
    // not made yet, or DATA_DIR cannot be read (below)
  }
  if (existing !== undefined) {
    const stored = keyBytes(existing);
    // A damaged key must not be replaced silently: every two-factor secret it encrypted would stop working.
    if (!stored) throw new Error(`${file} holds no valid key: restore it, or set TWO_FACTOR_KEY`);
    return stored;
  }
  const key = randomBytes(32);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    // 'wx': when another process made it at the same moment, read theirs instead of overwriting it.
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    const raced =
      (err as { code?: string }).code === 'EEXIST' ? keyBytes(readFileSync(file, 'utf8')) : undefined;
    if (raced) return raced;
    // DATA_DIR cannot be written: the portal still starts (the uploads check reports the disk), with a key for this
    // run only; two-factor sign-in set up now stops working after a restart until the disk is fixed.
    log?.warn(
      `two-factor key: cannot keep it in ${file} (${(err as Error).message}); using one for this run only`,
    );
    return key;
  }
}
