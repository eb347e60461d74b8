// Business constants (limits, delays, durations) and the auth rules: passwords, one-time tokens, sessions.

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 cost makes very long inputs a denial-of-service vector; nobody types more than this. */
export const MAX_PASSWORD_LENGTH = 200;

export const NOTIFICATION_POLL_MS = 30_000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

export const CONFETTI_PIECES = 150;
export const CONFETTI_DURATION_MS = 4_000;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Lifetimes of one-time tokens. */
export const TOKEN_TTL_MS = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  set_password: 7 * 24 * 60 * 60 * 1000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_TTL_MS;

/**
 * Without remember-me the cookie lives as long as the browser and the server gives it 12 h at most; remember-me's
 * lifetime is configured (SESSION_REMEMBER_DAYS).
 */
export const SESSION_TTL_BROWSER_MS = 12 * 60 * 60 * 1000;

export const SESSION_COOKIE = 'sid';
