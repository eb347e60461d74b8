import type { AuthUser } from '@shared/auth/schemas';
import { BUYER_SALUTATION_OPTIONS, SELLER_SALUTATION_OPTIONS } from '@shared/requests/constants';
import {
  AANKOOPMAKELAAR_DEFAULTS,
  HYPOTHEEKADVISEUR_DEFAULTS,
  VERDUURZAMING_DEFAULTS,
  VERKOOPMAKELAAR_DEFAULTS,
} from '@shared/requests/schemas';
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
  twoFactorEnabled: false,
  twoFactorEnabledAt: null,
  twoFactorSetupRequired: false,
};

describe('prefillContact (prefilled fields are read-only when the account has a value)', () => {
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

  it('locks the phone when the account has one, shown the Dutch way as on /profiel', () => {
    const { values, readOnly } = prefillContact(AANKOOPMAKELAAR_DEFAULTS, { ...user, phone: '+31612345678' });
    expect(values.phone).toBe('06 12345678');
    expect(readOnly.has('phone')).toBe(true);
  });

  it("chooses the account's aanhef in the form's own spelling and fills the tussenvoegsel, both editable", () => {
    const account = { ...user, aanhef: 'Mevr.' as const, tussenvoegsel: 'van der' };
    const buyer = prefillContact(
      AANKOOPMAKELAAR_DEFAULTS,
      account,
      { salutation: 'salutation', between: 'betweenName' },
      BUYER_SALUTATION_OPTIONS,
    );
    expect(buyer.values).toMatchObject({ salutation: 'mevr', betweenName: 'van der' });
    const seller = prefillContact(VERKOOPMAKELAAR_DEFAULTS, account, {}, SELLER_SALUTATION_OPTIONS);
    expect(seller.values).toMatchObject({ aanhef: 'Mevr.', tussenvoegsel: 'van der' });
    for (const { readOnly } of [buyer, seller]) {
      expect([...readOnly].sort()).toEqual(['email', 'firstName', 'lastName']);
    }
  });

  it('leaves the aanhef unchosen when the account has none or the form does not offer it', () => {
    const none = prefillContact(VERKOOPMAKELAAR_DEFAULTS, user, {}, SELLER_SALUTATION_OPTIONS);
    expect(none.values.aanhef).toBe(VERKOOPMAKELAAR_DEFAULTS.aanhef);
    const notOffered = prefillContact(HYPOTHEEKADVISEUR_DEFAULTS, { ...user, aanhef: 'Dhr.' }, {}, [
      { value: 'Fam.' },
    ]);
    expect(notOffered.values.aanhef).toBe(HYPOTHEEKADVISEUR_DEFAULTS.aanhef);
    // A form without a salutation gets none.
    expect('aanhef' in prefillContact(VERDUURZAMING_DEFAULTS, { ...user, aanhef: 'Dhr.' }).values).toBe(
      'aanhef' in VERDUURZAMING_DEFAULTS,
    );
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
