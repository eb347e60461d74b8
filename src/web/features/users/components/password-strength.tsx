import { passwordStrength } from '@shared/users/schemas';
import { cn } from '@web/lib/cn';

const CHECKS = [
  { key: 'length', label: 'Minimaal 8 tekens' },
  { key: 'uppercase', label: 'Een hoofdletter' },
  { key: 'digit', label: 'Een cijfer' },
  { key: 'special', label: 'Een speciaal teken' },
] as const;

/** The four strength bars of the admin reset dialog: a recommendation only (spec 000 §5). */
export function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const met = CHECKS.filter((c) => strength[c.key]).length;
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-4 gap-1.5" aria-hidden>
        {CHECKS.map((c, i) => (
          <div
            key={c.key}
            data-testid={`strength-bar-${c.key}`}
            data-met={strength[c.key]}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              i < met ? (met <= 1 ? 'bg-red-500' : met <= 3 ? 'bg-amber-500' : 'bg-emerald-600') : 'bg-muted',
            )}
          />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        {CHECKS.map((c) => (
          <li
            key={c.key}
            className={strength[c.key] ? 'text-emerald-700' : 'text-muted-foreground'}
            data-met={strength[c.key]}
          >
            {strength[c.key] ? '✓' : '○'} {c.label}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Aanbeveling: alleen minimaal 8 tekens is verplicht.</p>
    </div>
  );
}
