import type { AuthUser } from '@shared/auth/schemas';
import { AANKOOPMAKELAAR_DEFAULTS, VERKOOPMAKELAAR_DEFAULTS } from '@shared/requests/schemas';
import { describe, expect, it } from 'vitest';
import { prefillContact } from './prefill';

const user: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Carla',
  lastName: 'Jansen',
  aanhef: null,
  initialen: null,
  tussenvoegsel: null,
  email: 'consument@demo.nl',
  phone: null,
  role: 'consumer',
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  isAdminSwitching: false,
  specializations: [],
};

describe('prefillContact (spec 002 §5: prefilled fields are read-only when the account has a value)', () => {
  it('fills name and e-mail from the account and locks them; an empty phone stays editable', () => {
    const { values, readOnly } = prefillContact(VERKOOPMAKELAAR_DEFAULTS, user);
    expect(values).toMatchObject({
      firstName: 'Carla',
      lastName: 'Jansen',
      email: 'consument@demo.nl',
      phone: '',
    });
    expect([...readOnly].sort()).toEqual(['email', 'firstName', 'lastName']);
    // Everything else keeps its default.
    expect(values.propertyType).toBe('Appartement');
  });

  it('locks the phone when the account has one', () => {
    const { values, readOnly } = prefillContact(AANKOOPMAKELAAR_DEFAULTS, { ...user, phone: '0612345678' });
    expect(values.phone).toBe('0612345678');
    expect(readOnly.has('phone')).toBe(true);
  });

  it('fills but does not lock a phone shorter than the forms accept, so it can be corrected', () => {
    const { values, readOnly } = prefillContact(AANKOOPMAKELAAR_DEFAULTS, { ...user, phone: '06123' });
    expect(values.phone).toBe('06123');
    expect(readOnly.has('phone')).toBe(false);
  });

  it('changes nothing for a visitor', () => {
    const { values, readOnly } = prefillContact(AANKOOPMAKELAAR_DEFAULTS, null);
    expect(values).toBe(AANKOOPMAKELAAR_DEFAULTS);
    expect(readOnly.size).toBe(0);
  });
});
