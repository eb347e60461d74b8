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
  users?: UserSearch;
}) {
  const reversed = periodReversed(filters);
  const userOptions = [...(users?.options ?? [])];
  if (filters.userId && !userOptions.some((u) => u.id === filters.userId))
    userOptions.unshift(users?.selected ?? { id: filters.userId, label: filters.userId });
  const knownAction = filters.action === '' || filters.action in AUDIT_ACTION_LABELS;
  const knownEntity = filters.entity === '' || filters.entity in AUDIT_ENTITY_LABELS;

  return (
    <form
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filters"
      onSubmit={(e) => e.preventDefault()}
    >
      {users ? (
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
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="audit-user">Gebruiker</Label>
        {users ? (
          <Select id="audit-user" value={filters.userId} onChange={(e) => set({ userId: e.target.value })}>
            <option value="">Alle gebruikers</option>
            {userOptions.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id="audit-user"
            placeholder="Gebruikers-ID"
            value={filters.userId}
            onChange={(e) => set({ userId: e.target.value })}
          />
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">Actie</Label>
        <Select id="audit-action" value={filters.action} onChange={(e) => set({ action: e.target.value })}>
          <option value="">Alle acties</option>
          {knownAction ? null : <option value={filters.action}>{auditActionLabel(filters.action)}</option>}
          {ACTION_OPTIONS.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-entity">Soort record</Label>
        <Select id="audit-entity" value={filters.entity} onChange={(e) => set({ entity: e.target.value })}>
          <option value="">Alle soorten</option>
          {knownEntity ? null : <option value={filters.entity}>{filters.entity}</option>}
          {Object.entries(AUDIT_ENTITY_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </div>
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
