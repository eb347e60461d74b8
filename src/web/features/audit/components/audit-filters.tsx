import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel } from '@shared/audit/labels';
import { AUDIT_MESSAGES } from '@shared/audit/schemas';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { X } from 'lucide-react';
import type { AuditFilters } from '../api/get-audit-log';
import type { FilterName } from '../lib/use-audit-filters';

/** A user the filter can choose: the app layer finds them (the users feature's search). */
export interface UserOption {
  id: string;
  label: string;
}

/** The user filter's search: what is typed, the matches and the chosen user's name (the app layer fills it). */
export interface UserSearch {
  value: string;
  onChange: (value: string) => void;
  options: readonly UserOption[] | undefined;
  /** The chosen user, named, when the app layer knows them. */
  selected?: UserOption;
}

/** The actions by their Dutch label, alphabetically. */
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).sort(([, a], [, b]) => a.localeCompare(b, 'nl'));

/** The period's end lies before its start: the list is not asked for, the field says why. */
export const periodReversed = (f: Pick<AuditFilters, 'from' | 'to'>) =>
  Boolean(f.from && f.to && f.from > f.to);

/**
 * A filter chosen from a list, 'all' first. A value from the address that is not among the choices (an action the
 * screen has no label for, a user not among the search's matches) stays chosen, named by `current`.
 */
function ChoiceField({
  id,
  label,
  all,
  value,
  current,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  value: string;
  current?: string;
  choices: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const known = value === '' || choices.some(([v]) => v === value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {known ? null : <option value={value}>{current ?? value}</option>}
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITY_LABELS);

export function AuditFilterForm({
  filters,
  set,
  clear,
  filtered,
  users,
}: {
  filters: Required<AuditFilters>;
  set: (changes: Partial<Record<FilterName, string>>) => void;
  clear: () => void;
  filtered: boolean;
  users: UserSearch;
}) {
  const reversed = periodReversed(filters);
  return (
    <form
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="audit-user-search">Gebruiker zoeken</Label>
        <Input
          id="audit-user-search"
          type="search"
          placeholder="Naam of e-mail"
          autoComplete="off"
          value={users.value}
          onChange={(e) => users.onChange(e.target.value)}
        />
      </div>
      <ChoiceField
        id="audit-user"
        label="Gebruiker"
        all="Alle gebruikers"
        value={filters.userId}
        current={users.selected?.id === filters.userId ? users.selected.label : undefined}
        choices={(users.options ?? []).map((u) => [u.id, u.label] as const)}
        onChange={(userId) => set({ userId })}
      />
      <ChoiceField
        id="audit-action"
        label="Actie"
        all="Alle acties"
        value={filters.action}
        current={auditActionLabel(filters.action)}
        choices={ACTION_OPTIONS}
        onChange={(action) => set({ action })}
      />
      <ChoiceField
        id="audit-entity"
        label="Soort record"
        all="Alle soorten"
        value={filters.entity}
        choices={ENTITY_OPTIONS}
        onChange={(entity) => set({ entity })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="audit-entity-id">Record-ID</Label>
        <Input
          id="audit-entity-id"
          autoComplete="off"
          className="font-mono"
          value={filters.entityId}
          onChange={(e) => set({ entityId: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">Van</Label>
        <Input
          id="audit-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">Tot en met</Label>
        <Input
          id="audit-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? 'audit-to-error' : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
        {reversed ? (
          <p id="audit-to-error" className="text-sm text-destructive">
            {AUDIT_MESSAGES.periodReversed}
          </p>
        ) : null}
      </div>
      {filtered ? (
        <div className="flex items-end">
          <Button type="button" variant="outline" onClick={clear}>
            <X aria-hidden />
            Filters wissen
          </Button>
        </div>
      ) : null}
    </form>
  );
}
