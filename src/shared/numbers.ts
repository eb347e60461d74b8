// Reading a number as people here type it, for the request forms and the workflow steps alike.

// Dutch notation first: a dot groups thousands ('250.000'), a comma starts the decimals ('120,5'). A single dot not
// followed by exactly three digits is read as a decimal point ('120.5'), as a phone keyboard may offer only that.
const GROUPED = /^\d{1,3}([. ]\d{3})+(,\d+)?$/;
const PLAIN = /^\d+(,\d+)?$/;
const POINT_DECIMAL = /^\d+\.(\d{1,2}|\d{4,})$/;

/**
 * The number a form's text holds, or null when it holds none. Accepts a leading '€' or '-', thousands grouped by dots
 * or spaces, a decimal comma, a trailing ',-' (whole euros) and a trailing 'm²' / 'm2' / 'm'. Anything else, letters
 * included, is no number.
 */
export function parseDutchNumber(input: string): number | null {
  let v = input.trim();
  v = v.replace(/^€\s*/, '');
  let sign = 1;
  if (v.startsWith('-')) {
    sign = -1;
    v = v.slice(1).trimStart();
  }
  v = v
    .replace(/,-{1,2}$/, '')
    .replace(/\s*m[²2]?$/i, '')
    .trim();
  if (!v) return null;
  let normal: string;
  if (GROUPED.test(v) || PLAIN.test(v)) normal = v.replace(/[. ]/g, '').replace(',', '.');
  else if (POINT_DECIMAL.test(v)) normal = v;
  else return null;
  const n = Number(normal);
  return Number.isFinite(n) ? sign * n : null;
}
