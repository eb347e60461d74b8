import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './crypto';

const key = randomBytes(32);
const owner = '6f1c2a4e-0000-4000-8000-000000000001';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The stored value with one bit flipped at byte `at` (counted from the start of the decoded bytes). */
function flipped(sealed: string, at: number): string {
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[at] = bytes[at]! ^ 0x01;
  return bytes.toString('base64url');
}

describe('secrets encrypted at rest', () => {
  it('decrypt what they encrypt, and never store the secret readably', () => {
    const sealed = encryptSecret(key, secret, owner);
    expect(decryptSecret(key, sealed, owner)).toBe(secret);
    expect(sealed).not.toContain(secret);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(secret);
    // version ‖ 12-byte IV ‖ 16-byte tag ‖ ciphertext as long as the secret
    expect(Buffer.from(sealed, 'base64url')).toHaveLength(1 + 12 + 16 + secret.length);
    expect(Buffer.from(sealed, 'base64url')[0]).toBe(1);
  });

  it('use a fresh IV every time, so one secret stored twice looks different', () => {
    const a = encryptSecret(key, secret, owner);
    const b = encryptSecret(key, secret, owner);
    expect(a).not.toBe(b);
    expect(decryptSecret(key, b, owner)).toBe(secret);
  });

  it('refuse a tampered ciphertext, tag or IV', () => {
    const sealed = encryptSecret(key, secret, owner);
    const length = Buffer.from(sealed, 'base64url').length;
    for (const at of [1, 1 + 12, length - 1]) {
      expect(() => decryptSecret(key, flipped(sealed, at), owner)).toThrow();
    }
  });

  it('refuse another key, another owner, an unknown version and a cut-off value', () => {
    const sealed = encryptSecret(key, secret, owner);
    expect(() => decryptSecret(randomBytes(32), sealed, owner)).toThrow();
    expect(() => decryptSecret(key, sealed, '6f1c2a4e-0000-4000-8000-000000000002')).toThrow();
    expect(() => decryptSecret(key, flipped(sealed, 0), owner)).toThrow(/known version/);
    expect(() => decryptSecret(key, sealed.slice(0, 20), owner)).toThrow();
    expect(() => decryptSecret(key, '', owner)).toThrow();
  });
});
