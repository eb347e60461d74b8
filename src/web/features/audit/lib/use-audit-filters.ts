// The audit screen's filters and page live in its address (?userId=&entity=&entityId=&action=&from=&to=&pagina=),
// as the lead list's do, so a filtered view can be linked to (the admin user detail links ?userId=) and survives a
// reload. A changed filter starts at the first page.
import { useSearchParams } from 'react-router';
import type { AuditFilters } from '../api/get-audit-log';

export const FILTER_NAMES = ['userId', 'entity', 'entityId', 'action', 'from', 'to'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Required<AuditFilters> = {
    userId: params.get('userId') ?? '',
    entity: params.get('entity') ?? '',
    entityId: params.get('entityId') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const set = (changes: Partial<Record<FilterName | 'pagina', string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!('pagina' in changes)) next.delete('pagina');
        for (const [name, value] of Object.entries(changes)) {
          if (value && !(name === 'pagina' && value === '1')) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const filtered = FILTER_NAMES.some((name) => filters[name] !== '');
  return { filters, page, set, clear, filtered };
}
