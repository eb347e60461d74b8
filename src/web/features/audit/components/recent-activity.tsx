import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorText } from '@web/lib/api-client';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { useAuditLog } from '../api/get-audit-log';
import { AuditList } from './audit-list';

const RECENT = 10;

/**
 * 'Recente activiteit' on the admin user detail: the user's newest audit entries (what they did, what was done while
 * viewing as them, and what was done to their account), and a link to the whole log filtered on them.
 */
export function RecentActivity({ userId, userName }: { userId: string; userName: string }) {
  const log = useAuditLog({ userId, page: 1, pageSize: RECENT });
  let state: React.ReactNode;
  if (log.data === undefined) state = log.isError ? null : 'Activiteit laden...';
  else if (log.data.total === 0) state = 'Nog geen activiteit.';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Recente activiteit</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/audit?userId=${encodeURIComponent(userId)}`}>
            <ScrollText aria-hidden />
            Alles in de auditlog
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {log.isError && log.data === undefined ? (
          <LoadErrorAlert onRetry={() => void log.refetch()}>
            {errorText(log.error, 'De activiteit kon niet worden geladen.')}
          </LoadErrorAlert>
        ) : (
          <AuditList
            entries={log.data?.items ?? []}
            label={`Recente activiteit van ${userName}`}
            state={state}
            busy={log.isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}
