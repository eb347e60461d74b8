import { AWAITING_CONSUMER } from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { formatDate } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { useMyDocumentRequests } from '../api/get-my-document-requests';
import { DocumentRequestStatusBadge } from './status-badge';

/**
 * The consumer dashboard's 'Wat we van u nodig hebben': what is still asked of them (open or rejected) across their
 * running projects, soonest due first, each with a link to its project. Nothing is shown when nothing is asked.
 */
export function MyDocumentRequestsCard() {
  const requests = useMyDocumentRequests(AWAITING_CONSUMER);
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card aria-labelledby="my-document-requests-title" role="region">
      <CardHeader>
        <CardTitle id="my-document-requests-title" className="flex items-center gap-2">
          <Inbox className="size-5 text-primary" aria-hidden />
          {M.cardTitle}
        </CardTitle>
        <CardDescription>
          Uw professional vraagt om deze documenten. Upload ze bij de opdracht.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {rows.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium [overflow-wrap:anywhere]">{r.title}</p>
                <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {r.projectRef} · {r.projectTitle}
                  {r.dueDate ? ` · ${M.dueOn(formatDate(r.dueDate))}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <DocumentRequestStatusBadge status={r.status} />
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/project/${r.projectId}#documentverzoeken`}
                    aria-label={`${M.projectLink}: ${r.title}`}
                  >
                    {M.projectLink}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
