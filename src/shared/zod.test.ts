import { exampleAankoopmakelaar } from '@server/test/fixtures/requests';
import { describe, expect, it } from 'vitest';
import { aankoopmakelaarForm } from './requests/schemas';
import { profileBody } from './users/profile';
import { stepDefinition, validateStepData } from './workflows';
import {
  emailField,
  fieldErrorsOf,
  INVALID_CHARACTERS,
  isSafeText,
  optionalText,
  requiredText,
  text,
  z,
} from './zod';

describe('the text rule (decision 0012)', () => {
  it('refuses NUL, the other control characters but tab, newline and carriage return, DEL and C1', () => {
    const refused = ['\u0000', 'a\u0000b', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b[31m'];
    refused.push('\u001f', '\u007f', '\u0080', '\u0085', '\u009f');
    for (const s of refused) expect(isSafeText(s), JSON.stringify(s)).toBe(false);
  });

  it('refuses a lone surrogate (ill-formed UTF-16), at either end or alone', () => {
    for (const s of ['\uD800', 'x\uD835', '\uDD4Fx', '𝕏\uD835', '\uDFFF\uD800'])
      expect(isSafeText(s)).toBe(false);
  });

  it('accepts text: tab, newline, CRLF, accents, right-to-left marks, zero-width characters, emoji', () => {
    const accepted = ['', 'Jan', 'a\tb', 'regel 1\nregel 2', 'regel 1\r\nregel 2', 'Zoë Çelik-Ünal'];
    accepted.push('\u202Eabc\u202C', 'שלום', '\u200B\u200D\uFEFF', '𝕏 🏠 👩‍👩‍👧', '\u00a0\u2028');
    for (const s of accepted) expect(isSafeText(s), JSON.stringify(s)).toBe(true);
  });

  it('text() answers the rule in Dutch before any other check, on the text as sent', () => {
    const schema = text().trim().max(5);
    const result = schema.safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ _: INVALID_CHARACTERS });
    expect(INVALID_CHARACTERS).toBe('Bevat ongeldige tekens');
    // A control character at the end is refused too, though trim would have removed a vertical tab.
    expect(schema.safeParse('ab\u000b').success).toBe(false);
    expect(schema.safeParse(' ab ').data).toBe('ab');
    // Its own type message still answers a value that is no string.
    expect(fieldErrorsOf(text({ error: 'Verplicht' }).safeParse(12).error!)).toEqual({ _: 'Verplicht' });
  });

  it('is part of requiredText, optionalText and the e-mail field', () => {
    for (const schema of [requiredText('Naam is verplicht'), optionalText(), emailField]) {
      const result = schema.safeParse('jan\u0000@example.nl');
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(INVALID_CHARACTERS);
    }
    expect(requiredText('Naam is verplicht').safeParse('  ').error!.issues[0]!.message).toBe(
      'Naam is verplicht',
    );
  });

  it('reaches the fields of the shared schemas, records keys included; names and phones keep their rules', () => {
    const profile = profileBody.safeParse({ firstName: 'Ja\u0000n', lastName: 'Jansen', phone: '06\u0000' });
    expect(fieldErrorsOf(profile.error!)).toEqual({
      firstName: INVALID_CHARACTERS,
      phone: INVALID_CHARACTERS,
    });
    expect(fieldErrorsOf(profileBody.safeParse({ firstName: '', lastName: 'J' }).error!)).toEqual({
      firstName: 'Voornaam is verplicht',
    });

    const form = exampleAankoopmakelaar();
    const bad = aankoopmakelaarForm.safeParse({
      ...form,
      comments: 'x\uD800',
      searchArea: ['Utrecht\u0000'],
    });
    expect(fieldErrorsOf(bad.error!)).toEqual({
      comments: INVALID_CHARACTERS,
      'searchArea.0': INVALID_CHARACTERS,
    });
    expect(aankoopmakelaarForm.safeParse({ ...form, comments: 'Graag\r\nmet 🏡' }).success).toBe(true);

    const record = z.record(text(), z.unknown()).safeParse({ 'a\u0000': 1 });
    expect(record.success).toBe(false);
  });

  it('reaches the text fields of a workflow step', () => {
    const step = stepDefinition('taxatie', 2)!;
    const textField = step.fields.find((f) => f.type === 'text' || f.type === 'textarea')!;
    const result = validateStepData(step, { [textField.name]: 'waarde\u0000' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[textField.name]).toBe(INVALID_CHARACTERS);
  });
});
