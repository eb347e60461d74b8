import type { PasswordInputs } from '@shared/auth/password-rule';
import { PASSWORD_TOO_GUESSABLE } from '@shared/auth/schemas';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { usePasswordRating } from '@web/lib/password-rule';

/** zxcvbn's score 0 to 4 in words; 0 and 1 are both refused, so both read 'Zwak'. */
const LABELS = ['Zwak', 'Zwak', 'Redelijk', 'Sterk', 'Zeer sterk'] as const;
const BAR_COLOURS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'] as const;

/**
 * The admin reset dialog's strength meter: four bars and a word for the rule's own rating (decision 0027), so
 * what it shows is what the server accepts. A password under 8 characters never reads stronger than 'Zwak'.
 * `error` is the field's current message: the meter does not repeat the refusal when the field already says it.
 */
export function PasswordStrength({
  password,
  inputs,
  error,
}: {
  password: string;
  inputs: PasswordInputs;
  error?: string;
}) {
  const rating = usePasswordRating(password, inputs);
  const score = rating
    ? password.length < MIN_PASSWORD_LENGTH
      ? Math.min(rating.score, 1)
      : rating.score
    : null;
  const refused = rating?.problem != null && password.length >= MIN_PASSWORD_LENGTH;
  return (
    <div
      className="grid gap-2"
      data-testid="password-strength"
      data-score={score ?? ''}
      data-refused={refused}
    >
      <div className="grid grid-cols-4 gap-1.5" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <div
            key={bar}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              score !== null && bar <= Math.max(score, 1) ? BAR_COLOURS[score] : 'bg-muted',
            )}
          />
        ))}
      </div>
      <div className="grid gap-1 text-xs" aria-live="polite">
        <p>
          Sterkte: <span className="font-medium">{score === null ? '—' : LABELS[score]}</span>
        </p>
        {refused && error !== PASSWORD_TOO_GUESSABLE ? (
          <p className="font-medium text-destructive">{PASSWORD_TOO_GUESSABLE}</p>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        Verplicht: minimaal 8 tekens en niet makkelijk te raden (geen veelgebruikt wachtwoord, woord of naam,
        en niet de naam of het e-mailadres van de gebruiker). Een zin van een paar woorden is sterk.
      </p>
    </div>
  );
}
