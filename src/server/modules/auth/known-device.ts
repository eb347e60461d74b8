// The known-device cookie: after a successful sign-in the browser keeps a signed note of the account (OWASP's
// "device cookie" defence). It grants nothing; it only waives the account-wide failure count for that account,
// so a botnet guessing at an account cannot keep its owner out of their usual browser (decision 0024).
// Stateless: HMAC-SHA-256 under a key derived from the configured secret, naming the account by a hash of its
// address, valid for a year. Up to three accounts per browser.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_ENTRIES = 3;

const subKey = (secret: Buffer) => createHmac('sha256', secret).update('known-device-cookie/v1').digest();
const tagOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16);
const macOf = (secret: Buffer, payload: string) =>
  createHmac('sha256', subKey(secret)).update(payload).digest('base64url').slice(0, 32);

function verifyEntry(secret: Buffer, entry: string, nowS: number): string | null {
  const [tag, issued, mac] = entry.split('.');
  if (!tag || !issued || !mac || !/^\d{1,12}$/.test(issued)) return null;
  const expected = Buffer.from(macOf(secret, `${tag}.${issued}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (nowS - Number(issued) > KNOWN_DEVICE_MAX_AGE_S) return null;
  return tag;
}

/** Whether the cookie's value names `email` with a valid signature. */
export function isKnownDevice(secret: Buffer, cookie: string | undefined, email: string): boolean {
  if (!cookie || cookie.length > 400) return false;
  const nowS = Math.floor(Date.now() / 1000);
  const tag = tagOf(email);
  return cookie.split('~').some((entry) => verifyEntry(secret, entry, nowS) === tag);
}

/** The cookie's new value after `email` signed in: that account first, at most two others kept. */
export function knownDeviceValue(secret: Buffer, cookie: string | undefined, email: string): string {
  const nowS = Math.floor(Date.now() / 1000);
  const tag = tagOf(email);
  const payload = `${tag}.${nowS}`;
  const others = (cookie && cookie.length <= 400 ? cookie.split('~') : []).filter((entry) => {
    const t = verifyEntry(secret, entry, nowS);
    return t !== null && t !== tag;
  });
  return [`${payload}.${macOf(secret, payload)}`, ...others].slice(0, MAX_ENTRIES).join('~');
}
