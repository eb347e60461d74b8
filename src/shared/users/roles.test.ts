// The names of the roles: the ones every screen shows, and the registration choice's own word for a consumer.
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '../../../e2e/support/english-words';
import { REGISTRATION_ROLE_LABELS } from '../auth/schemas';
import { FEEDBACK_TYPE_LABELS, FEEDBACK_TYPES } from '../feedback/schemas';
import { ROLE_LABELS, ROLE_PLURAL_LABELS, ROLES, SELF_REGISTER_ROLES } from './roles';

describe('role and type labels', () => {
  it('name the roles Consument, Professional and Beheerder, in the singular and the plural', () => {
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Consument', 'Professional', 'Beheerder']);
    expect(ROLES.map((r) => ROLE_PLURAL_LABELS[r])).toEqual(['Consumenten', 'Professionals', 'Beheerders']);
  });

  it("keep 'Particulier' for the registration choice alone", () => {
    expect(SELF_REGISTER_ROLES.map((r) => REGISTRATION_ROLE_LABELS[r])).toEqual([
      'Particulier',
      'Professional',
    ]);
    const everywhereElse = [...Object.values(ROLE_LABELS), ...Object.values(ROLE_PLURAL_LABELS)];
    expect(everywhereElse.flatMap((l) => englishWordsIn(l))).toEqual([]);
  });

  it('name the feedback types in Dutch, the stored values unchanged', () => {
    expect(FEEDBACK_TYPES).toEqual(['algemeen', 'bug', 'feature', 'verbetering']);
    expect(FEEDBACK_TYPES.map((t) => FEEDBACK_TYPE_LABELS[t])).toEqual([
      'Algemeen',
      'Fout',
      'Wens',
      'Verbetering',
    ]);
    expect(Object.values(FEEDBACK_TYPE_LABELS).flatMap((l) => englishWordsIn(l))).toEqual([]);
  });
});
