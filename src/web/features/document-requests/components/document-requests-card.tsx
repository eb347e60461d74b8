import type { AuthUser } from '@shared/auth/schemas';
import { consumerMayUpload, type DocumentRequest } from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { formatDate } from '@shared/format';
import { mayWorkOnProject } from '@shared/projects/access';
import type { ProjectDetail } from '@shared/projects/schemas';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { FileText, Inbox, Trash2 } from 'lucide-react';
import { useDeleteRequestFile } from '../api/delete-request-file';
import { useProjectDocumentRequests } from '../api/get-project-document-requests';
import { AskDocumentDialog } from './ask-document-dialog';
import { DecideButtons, RequestUpload } from './request-actions';
import { DocumentRequestStatusBadge } from './status-badge';

const CLOSED = ['completed', 'cancelled'];

/**
 * The project page's document requests: for the consumer 'Wat we van u nodig hebben' with an upload per request
 * (shown only when something was asked); for the professional and an admin every request, 'Documenten opvragen'
 * and the judgement of what the consumer sent.
 */
export function DocumentRequestsCard({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  const requests = useProjectDocumentRequests(project.id);
  const isConsumer = user.role === 'consumer' && project.consumer.id === user.id;
  const mayAsk = mayWorkOnProject(user, project) && !CLOSED.includes(project.status);
  const closed = CLOSED.includes(project.status);
  const rows = requests.data ?? [];
  if (!mayAsk && !requests.isError && rows.length === 0) return null;

  return (
    <Card className="min-w-0" id="documentverzoeken" aria-labelledby="document-requests-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="document-requests-title" className="flex items-center gap-2">
            <Inbox className="size-5 text-primary" aria-hidden />
            {isConsumer ? M.cardTitle : M.professionalCardTitle}
          </CardTitle>
          <CardDescription>
            {isConsumer
              ? 'Upload hier de documenten waar uw professional om vraagt.'
              : 'Vraag de klant om documenten en beoordeel wat de klant stuurt.'}
          </CardDescription>
        </div>
        {mayAsk ? <AskDocumentDialog projectId={project.id} projectType={project.type} /> : null}
      </CardHeader>
      <CardContent>
        {requests.isError ? (
          <LoadErrorAlert onRetry={() => void requests.refetch()}>{M.loadFailed}</LoadErrorAlert>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{requests.isPending ? 'Laden...' : M.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {rows.map((r) => (
              <RequestItem
                key={r.id}
                request={r}
                projectId={project.id}
                consumer={isConsumer}
                judge={mayWorkOnProject(user, project) && !closed}
                closed={closed}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RequestItem({
  request,
  projectId,
  consumer,
  judge,
  closed,
}: {
  request: DocumentRequest;
  projectId: string;
  consumer: boolean;
  judge: boolean;
  closed: boolean;
}) {
  const mayUpload = consumer && !closed && consumerMayUpload(request.status);
  return (
    <li className="grid gap-3 rounded-lg border border-border p-3 sm:p-4" aria-label={request.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-medium [overflow-wrap:anywhere]">{request.title}</h3>
          {request.description ? (
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{request.description}</p>
          ) : null}
          {request.dueDate ? (
            <p className="text-xs text-muted-foreground">{M.dueOn(formatDate(request.dueDate))}</p>
          ) : null}
        </div>
        <DocumentRequestStatusBadge status={request.status} />
      </div>
      {request.status === 'rejected' && request.rejectionReason ? (
        <p className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800 [overflow-wrap:anywhere]">
          {M.reasonShown(request.rejectionReason)}
        </p>
      ) : null}
      {request.files.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium text-muted-foreground">{M.filesHeading}</h4>
          <ul className="grid gap-1 text-sm">
            {request.files.map((f) => (
              <li key={f.id} className="flex min-w-0 items-center gap-2">
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <a
                  href={`/api/documents/${f.id}/download`}
                  download
                  className="min-w-0 truncate underline underline-offset-2"
                >
                  {f.originalName}
                </a>
                <span className="shrink-0 text-xs text-muted-foreground">{formatDate(f.createdAt)}</span>
                {mayUpload ? (
                  <DeleteFileButton projectId={projectId} requestId={request.id} file={f} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {mayUpload ? (
        <RequestUpload projectId={projectId} requestId={request.id} title={request.title} />
      ) : null}
      {judge && request.status === 'submitted' ? (
        <DecideButtons projectId={projectId} requestId={request.id} title={request.title} />
      ) : null}
    </li>
  );
}

function DeleteFileButton({
  projectId,
  requestId,
  file,
}: {
  projectId: string;
  requestId: string;
  file: { id: string; originalName: string };
}) {
  const remove = useDeleteRequestFile(projectId);
  const onDelete = async () => {
    try {
      await remove.mutateAsync({ requestId, documentId: file.id });
      toast({ variant: 'success', title: M.fileDeleted, description: file.originalName });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Verwijderen mislukt', description: errorText(error) });
    }
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="ml-auto size-8 shrink-0"
      onClick={() => void onDelete()}
      disabled={remove.isPending}
      aria-label={M.deleteFile(file.originalName)}
      title={M.deleteFile(file.originalName)}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
