import { describe, expect, it } from 'vitest';
import { ApiError, errorText, hasErrorCode, isNotFoundError } from './api-client';
import { applyFieldErrors } from './field-errors';

const answer = (status: number, body: object | null) =>
  new ApiError(status, body ? JSON.stringify(body) : '', body);

describe('errorText', () => {
  it("is the server's Dutch text (error, else message)", () => {
    expect(errorText(answer(409, { error: 'Bestaat al', message: 'x' }), 'Mislukt')).toBe('Bestaat al');
    expect(errorText(answer(409, { message: 'Alleen message' }), 'Mislukt')).toBe('Alleen message');
  });

  it("is the screen's fallback without a server text, by default the generic one", () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Mislukt')).toBe('Mislukt');
    expect(errorText(answer(500, null), 'Mislukt')).toBe('Mislukt');
    expect(errorText(answer(400, { error: '' }), 'Mislukt')).toBe('Mislukt');
    expect(errorText(answer(500, null))).toBe('Er is een fout opgetreden. Probeer het opnieuw.');
  });
});

describe('hasErrorCode', () => {
  it("is true only when the body's code is one of those named", () => {
    const taken = answer(409, { code: 'EMAIL_TAKEN', error: 'Bestaat al' });
    expect(hasErrorCode(taken, 'EMAIL_TAKEN')).toBe(true);
    expect(hasErrorCode(taken, 'CONFLICT', 'EMAIL_TAKEN')).toBe(true);
    expect(hasErrorCode(taken, 'CONFLICT')).toBe(false);
  });

  it('is false without a code: no body, a body without one, no answer at all', () => {
    expect(hasErrorCode(answer(409, { error: 'Bestaat al' }), 'CONFLICT')).toBe(false);
    expect(hasErrorCode(answer(502, null), 'SERVICE_UNAVAILABLE')).toBe(false);
    expect(hasErrorCode(new TypeError('Failed to fetch'), 'UNAUTHORIZED')).toBe(false);
  });
});

describe('isNotFoundError', () => {
  it('is the record that is not there or not yours, or a path that cannot name one', () => {
    expect(isNotFoundError(answer(404, { code: 'NOT_FOUND' }))).toBe(true);
    expect(isNotFoundError(answer(400, { code: 'VALIDATION_FAILED' }))).toBe(true);
    expect(isNotFoundError(answer(400, { code: 'BAD_REQUEST' }))).toBe(true);
    expect(isNotFoundError(answer(403, { code: 'FORBIDDEN' }))).toBe(false);
    expect(isNotFoundError(answer(500, { code: 'INTERNAL_ERROR' }))).toBe(false);
    expect(isNotFoundError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('applyFieldErrors', () => {
  const collect = () => {
    const set: Array<[string, string]> = [];
    const setError = (name: never, error: { type: string; message: string }) => {
      expect(error.type).toBe('server');
      set.push([name, error.message]);
    };
    return { set, setError };
  };
  const invalid = answer(400, {
    error: 'Ongeldige invoer',
    fieldErrors: { email: 'Ongeldig e-mailadres', 'formData.postcode': 'Ongeldige postcode' },
  });

  it('puts every field message under its input', () => {
    const { set, setError } = collect();
    expect(applyFieldErrors(invalid, setError)).toBe(true);
    expect(set).toEqual([
      ['email', 'Ongeldig e-mailadres'],
      ['formData.postcode', 'Ongeldige postcode'],
    ]);
  });

  it('renames server names and keeps only the fields a form has', () => {
    const { set, setError } = collect();
    const rename = (name: string) => name.replace(/^formData\./, '');
    expect(applyFieldErrors(invalid, setError, { rename, fields: ['postcode'] })).toBe(true);
    expect(set).toEqual([['postcode', 'Ongeldige postcode']]);
    expect(applyFieldErrors(invalid, setError, { fields: ['phone'] })).toBe(false);
  });

  it('sets nothing for an answer without field messages or no answer at all', () => {
    const { set, setError } = collect();
    expect(applyFieldErrors(answer(409, { error: 'Bestaat al' }), setError)).toBe(false);
    expect(applyFieldErrors(new TypeError('Failed to fetch'), setError)).toBe(false);
    expect(set).toEqual([]);
  });
});
