// The arithmetic of two-factor sign-in (decision 0025), apart from the database: secrets and codes of an
// authenticator app (TOTP, RFC 6238, through `otpauth`), the QR code an app scans (`qrcode`), and recovery codes.
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
} from '@shared/auth/two-factor';
import { HOTP, Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { sha256Hex } from '../../lib/crypto';

/** What every authenticator app understands: SHA-1, 6 digits, a new code every 30 seconds. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: 30 } as const;
const ISSUER = 'Woonportaal';

/**
 * Steps either side of the current one that are still accepted: one, so a code typed just as it changed, or on a
 * phone whose clock is up to 30 seconds off, still works.
 */
const WINDOW = 1;

/** A new shared secret: 20 random bytes (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code: issuer Woonportaal, the account's e-mail as label. */
export function otpauthUrl(secret: string, email: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMS,
  }).toString();
}

/** The QR code of `text` as a data: URL of an SVG image, made here, so the secret never leaves for a QR service. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second time step of `nowMs`: the counter a code belongs to. */
export const timeStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / TOTP_PARAMS.period);

/** The app's code for one time step (tests compute codes the same way an app does). */
export const codeForStep = (secret: string, step: number) =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    counter: step,
    algorithm: TOTP_PARAMS.algorithm,
    digits: TOTP_PARAMS.digits,
  });

/**
 * The time step whose code `code` is, among the current step and its neighbours, when that step is later than
 * `lastStep` (the last one accepted: a code works once, and no earlier code works after a later one); null when
 * none is.
 */
export function matchingStep(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs = Date.now(),
): number | null {
  const given = Buffer.from(code);
  const now = timeStep(nowMs);
  let found: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(codeForStep(secret, step));
    // Every candidate is compared, in constant time, so the answer's timing tells nothing about which matched.
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}

/**
 * Ten new recovery codes, normalised (formatRecoveryCode shows them): each character drawn uniformly from the
 * alphabet by the system's random source.
 */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    }
    codes.add(code);
  }
  return [...codes];
}

/**
 * What the database keeps of a recovery code: its SHA-256. A fast hash is enough for 47 random bits that work
 * once and whose guesses the sign-in throttle slows down, as for the session and link tokens.
 */
export const recoveryCodeHash = (normalized: string) => sha256Hex(`recovery-code:${normalized}`);
