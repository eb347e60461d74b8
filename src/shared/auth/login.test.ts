import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod';
import { checkLogin } from './login';
import { loginBody } from './schemas';

const long = (n: number) => 'a'.repeat(n);

describe('the sign-in rule', () => {
  it('answers as the server schema does: the same body, or the same first message per field', () => {
    const cases = [
      { email: 'Jan@Voorbeeld.NL ', password: 'geheim' },
      { email: '  jan@voorbeeld.nl', password: ' met spaties ', rememberMe: true },
      { email: '', password: '' },
      { email: '   ', password: 'x' },
      { email: 'jan', password: 'x' },
      { email: 'jan@voorbeeld', password: 'x' },
      { email: 'jan@@voorbeeld.nl', password: 'x' },
      { email: `${long(250)}@voorbeeld.nl`, password: 'x' },
      { email: 'jan\u0000@voorbeeld.nl', password: 'x' },
      { email: 'jan@voorbeeld.nl', password: 'ge\u0000heim' },
      { email: 'jan@voorbeeld.nl', password: long(200) },
      { email: 'jan@voorbeeld.nl', password: long(201) },
      { email: 'Zoë@voorbeeld.nl', password: 'x' },
    ];
    for (const input of cases) {
      const server = loginBody.safeParse(input);
      const page = checkLogin(input);
      if (server.success) expect(page, JSON.stringify(input)).toEqual({ values: server.data });
      else expect(page, JSON.stringify(input)).toEqual({ errors: fieldErrorsOf(server.error) });
    }
  });
});
