// The code arithmetic of two-factor sign-in against codes computed the way an authenticator app does (otpauth).
import { RECOVERY_CODE_ALPHABET } from '@shared/auth/two-factor';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, timeStep } from './totp';

const secret = newTotpSecret();
const app = (step: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });
// The middle of a time step, so nothing here depends on when the test runs.
const at = (step: number) => step * 30_000 + 15_000;
const NOW = 60_000_000;

describe('matchingStep', () => {
  it('accepts the current code and its neighbours, a phone whose clock is up to 30 seconds off', () => {
    for (const delta of [-1, 0, 1])
      expect(matchingStep(secret, app(NOW + delta), null, at(NOW))).toBe(NOW + delta);
  });

  it('refuses codes two steps away and codes of other secrets', () => {
    expect(matchingStep(secret, app(NOW - 2), null, at(NOW))).toBeNull();
    expect(matchingStep(secret, app(NOW + 2), null, at(NOW))).toBeNull();
    const other = TOTP.generate({ secret: new Secret({ size: 20 }), timestamp: at(NOW) });
    expect(matchingStep(secret, other === app(NOW) ? '000000' : other, null, at(NOW))).toBeNull();
  });

  it('refuses the code of the step last accepted and of any earlier one: a code works once', () => {
    expect(matchingStep(secret, app(NOW), NOW, at(NOW))).toBeNull();
    expect(matchingStep(secret, app(NOW - 1), NOW, at(NOW))).toBeNull();
    expect(matchingStep(secret, app(NOW + 1), NOW, at(NOW))).toBe(NOW + 1);
  });

  it('counts 30-second steps from the epoch, as RFC 6238 does', () => {
    expect(timeStep(59_000)).toBe(1);
    expect(timeStep(60_000)).toBe(2);
  });
});

describe('recovery codes', () => {
  it('are ten different codes of ten characters of the alphabet, hashed one way', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{10}$`));
      expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodeHash(code)).not.toContain(code);
    }
  });
});
