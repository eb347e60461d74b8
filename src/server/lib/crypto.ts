import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A fresh 32-byte secret for cookies and one-time links, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// OWASP's argon2id recommendation (docs/architecture.md, Conventions: passwords): m=19456 KiB, t=2, p=1.
const ARGON2_OPTIONS = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  algorithm: 2 /* Argon2id */,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, verified against when the address is unknown, so that both failures take the
// same time and an attacker cannot tell which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

// ---------------------------------------------------------------------------------------------------------------
// Secrets kept encrypted at rest (two-factor secrets): AES-256-GCM under a key derived from the configured one
// (TWO_FACTOR_KEY, lib/secret-key.ts). The same configured key also signs the known-device cookie, so each use
// gets its own key through HKDF and one use can never be turned into the other. One column holds the whole
// value: base64url of version (1 byte) ‖ IV (12 random bytes) ‖ GCM tag (16) ‖ ciphertext. `context` (the
// owner's id) is authenticated with it, so a value copied onto another row does not decrypt there.

const SEALED_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const sealKeys = new WeakMap<Buffer, Buffer>();

function sealKey(key: Buffer): Buffer {
  let derived = sealKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'woonportaal/sealed-secret/v1', 32));
    sealKeys.set(key, derived);
  }
  return derived;
}

/** Encrypts `plaintext` for storage; every call uses a fresh IV, so equal secrets never look alike. */
export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(key), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([SEALED_VERSION]), iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The plaintext of a value from encryptSecret. Throws when it was changed, made under another key or for another
 * `context`, or is not such a value at all: a secret nobody can vouch for is never used.
 */
export function decryptSecret(key: Buffer, sealed: string, context: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== SEALED_VERSION) {
    throw new Error('not an encrypted secret of a known version');
  }
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', sealKey(key), iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
