// The password rule (decision 0027) in the forms that set a password: registration, the reset screen and the
// admin's reset dialog. The rule carries its dictionaries (hundreds of kB), so it arrives as a chunk of its own,
// fetched by the screens that need it and never by the sign-in page. The server judges again and has the last
// word: when this chunk cannot be fetched the form simply leaves the check to it.
import type { PasswordInputs, PasswordRating } from '@shared/auth/password-rule';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import type { z } from '@shared/zod';
import { useEffect, useState } from 'react';

type PasswordRule = typeof import('@shared/auth/password-rule');

let loading: Promise<PasswordRule> | undefined;

/** The rule's chunk, fetched once; a failed fetch is tried again next time. */
export function loadPasswordRule(): Promise<PasswordRule> {
  if (!loading) {
    loading = import('@shared/auth/password-rule');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

const ruleOrNull = () => loadPasswordRule().catch(() => null);

/** Starts fetching the rule when the form opens, so that submitting does not wait for it. */
export function usePasswordRulePreload(): void {
  useEffect(() => {
    void ruleOrNull();
  }, []);
}

/**
 * A zod superRefine for a form schema: PASSWORD_TOO_GUESSABLE under `field` when the rule refuses the password
 * for the account `inputsOf` describes. A too short password is left to the length message.
 */
export function refuseGuessablePassword<T extends Record<string, unknown>>(
  field: keyof T & string,
  inputsOf: (values: T) => PasswordInputs = () => ({}),
) {
  return async (values: T, ctx: z.RefinementCtx<T>) => {
    const password = values[field];
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return;
    const rule = await ruleOrNull();
    const problem = rule?.passwordProblem(password, inputsOf(values));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
  };
}

/** What the toasts add to the field's message: how to choose a password that is accepted. */
export const PASSWORD_ADVICE =
  'Kies bijvoorbeeld een zin van drie of vier woorden, zonder uw naam of e-mailadres.';

/**
 * The rating of a password as it is typed, for a strength meter: null while the field is empty or the rule is
 * still on its way. Judged once typing pauses, as a long password costs the rule some milliseconds.
 */
export function usePasswordRating(password: string, inputs: PasswordInputs): PasswordRating | null {
  const [rating, setRating] = useState<PasswordRating | null>(null);
  const { email, firstName, lastName, tussenvoegsel } = inputs;
  useEffect(() => {
    if (!password) {
      setRating(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const rule = await ruleOrNull();
      if (current && rule)
        setRating(rule.ratePassword(password, { email, firstName, lastName, tussenvoegsel }));
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName, tussenvoegsel]);
  return rating;
}
