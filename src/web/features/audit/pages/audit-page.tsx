// /admin/audit ('Auditlog'; docs/decisions/0026): who changed what, when and from where, a page at a time from the
// server, filtered by user, record type, record id, action and period (the filters and page in the address), with
// the recorded values behind each entry's disclosure, and the selection as a CSV file. Read only: the log cannot be
// changed, by anyone.
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { errorText } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePageInRange } from '@web/lib/use-page-in-range';
import { Download } from 'lucide-react';
import { auditExportUrl } from '../api/export-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilterForm, periodReversed, type UserSearch } from '../components/audit-filters';
import { AuditList } from '../components/audit-list';
import { useAuditFilters } from '../lib/use-audit-filters';

const PAGE_SIZE = 25;

const lines = (n: number) => (n === 1 ? '1 regel' : `${n.toLocaleString('nl-NL')} regels`);

export function AuditPage({ users }: { users: UserSearch }) {
  const { filters, page, set, clear, filtered } = useAuditFilters();
  // The record id is typed: the server is asked once the typing pauses.
  const entityId = useDebouncedValue(filters.entityId.trim(), 300);
  const reversed = periodReversed(filters);
  const log = useAuditLog({ ...filters, entityId, page, pageSize: PAGE_SIZE }, { enabled: !reversed });

  usePageInRange(page, log.data?.total, PAGE_SIZE, (last) => set({ pagina: String(last) }));

  let state: React.ReactNode;
  if (reversed) state = 'Kies een periode waarvan de einddatum niet vóór de begindatum ligt.';
  else if (log.data === undefined) state = log.isError ? null : 'Auditlog laden...';
  else if (log.data.total === 0) state = filtered ? 'Geen regels voor deze filters.' : 'Nog geen regels.';

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Auditlog"
        description="Wie wat heeft gewijzigd, wanneer en vanaf welk adres. Regels in de auditlog kunnen niet worden gewijzigd of verwijderd."
        actions={
          <Button asChild variant="outline">
            <a href={auditExportUrl({ ...filters, entityId })} download>
              <Download aria-hidden />
              CSV downloaden
            </a>
          </Button>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>Filters</CardTitle>
        </CardHeader>
        <CardContent>
          <AuditFilterForm filters={filters} set={set} clear={clear} filtered={filtered} users={users} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Regels</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {log.isError && log.data === undefined && !reversed ? (
            <LoadErrorAlert onRetry={() => void log.refetch()}>
              <span className="font-medium">Fout bij laden van de auditlog.</span>{' '}
              {errorText(log.error, 'Controleer uw verbinding en probeer het opnieuw.')}
            </LoadErrorAlert>
          ) : (
            <>
              {log.data && !reversed ? (
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {lines(log.data.total)}
                </p>
              ) : null}
              <AuditList
                entries={log.data?.items ?? []}
                label="Regels van de auditlog"
                state={state}
                busy={log.isFetching}
              />
              {log.data && !reversed ? (
                <Pagination
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={log.data.total}
                  onPageChange={(next) => set({ pagina: String(next) })}
                />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
