import type { AuthUser } from '@shared/auth/schemas';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type ProjectDocument,
} from '@shared/documents/schemas';
import { formatDate } from '@shared/format';
import { mayWorkOnProject } from '@shared/projects/access';
import type { ProjectDetail } from '@shared/projects/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { Badge, type BadgeColor } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { projectDocumentsQueryKey } from '@web/lib/query-keys';
import { formatFileSize, UPLOAD_HINT } from '@web/lib/upload-rules';
import { Download, FileText, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { documentDownloadUrl } from '../api/download-document';
import { useProjectDocuments } from '../api/get-project-documents';
import { DeleteDocumentButton } from './delete-document-button';
import { UploadDocumentsDialog } from './upload-documents-dialog';

const CATEGORY_COLORS: Record<DocumentCategory, BadgeColor> = {
  general: 'neutral',
  contract: 'blue',
  inspection: 'orange',
  report: 'green',
  photo: 'yellow',
  certificate: 'green',
  other: 'neutral',
};

/** Admins and the project's assigned professional upload (the server enforces the same). */
export function canUploadDocuments(project: ProjectDetail, user: AuthUser): boolean {
  return mayWorkOnProject(user, project);
}

/** Admins delete any document, everyone else only what they uploaded. */
export function canDeleteDocument(document: ProjectDocument, user: AuthUser): boolean {
  return user.role === 'admin' || (document.uploadedBy !== null && document.uploadedBy === user.id);
}

const COLUMNS = 8;
/**
 * Columns shown when the section is wide enough; a narrow section folds them into a line under the name. The
 * section on a 1280 px screen with the sidebar (about 930 px) shows category, size and date; uploader, step and
 * downloads need a full-width section (64rem), so the row never runs past its card.
 */
const WIDE = 'hidden @3xl:table-cell';
const WIDER = 'hidden @5xl:table-cell';

/** The list of a project's documents with upload, download and delete, as the project page and /documents show it. */
export function DocumentsPanel({
  project,
  user,
  title,
  action,
}: {
  project: ProjectDetail;
  user: AuthUser;
  title: string;
  /** Beside the upload button, e.g. 'Alle documenten' on the project page. */
  action?: ReactNode;
}) {
  const documents = useProjectDocuments(project.id);
  const queryClient = useQueryClient();
  const mayUpload = canUploadDocuments(project, user);
  const rows = documents.data ?? [];

  // The download counter goes up on the server; show the new count once the browser has asked for the file.
  const refreshSoon = () => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(project.id) });
    }, 1000);
  };

  return (
    <Card className="min-w-0" id="documenten" aria-labelledby="documents-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="documents-title" className="flex items-center gap-2">
            <FolderOpen className="size-5 text-primary" aria-hidden />
            {title}
          </CardTitle>
          <CardDescription>
            {mayUpload
              ? UPLOAD_HINT
              : 'Documenten die bij dit project horen; met Downloaden slaat u een bestand op.'}
          </CardDescription>
        </div>
        {action || mayUpload ? (
          <div className="flex flex-wrap items-center gap-2">
            {action}
            {mayUpload ? <UploadDocumentsDialog projectId={project.id} /> : null}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="@container">
        {documents.isError ? (
          <LoadErrorAlert onRetry={() => void documents.refetch()}>
            De documenten konden niet worden geladen.
          </LoadErrorAlert>
        ) : (
          <Table aria-label={`Documenten van ${project.projectId}`} aria-busy={documents.isPending}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Naam</TableHead>
                <TableHead className={WIDE}>Categorie</TableHead>
                <TableHead className={WIDE}>Grootte</TableHead>
                <TableHead className={WIDER}>Geüpload door</TableHead>
                <TableHead className={WIDE}>Datum</TableHead>
                <TableHead className={WIDER}>Stap</TableHead>
                <TableHead className={WIDER}>Downloads</TableHead>
                <TableHead className="relative">
                  <span className="sr-only">Acties</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {documents.isPending ? (
                <SkeletonRows />
              ) : rows.length === 0 ? (
                <TableEmpty colSpan={COLUMNS}>{DOCUMENT_MESSAGES.empty}</TableEmpty>
              ) : (
                rows.map((document) => (
                  <DocumentRow
                    key={document.id}
                    document={document}
                    mayDelete={canDeleteDocument(document, user)}
                    onDownload={refreshSoon}
                  />
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function DocumentRow({
  document,
  mayDelete,
  onDownload,
}: {
  document: ProjectDocument;
  mayDelete: boolean;
  onDownload: () => void;
}) {
  const category = (
    <Badge color={CATEGORY_COLORS[document.category]}>{DOCUMENT_CATEGORY_LABELS[document.category]}</Badge>
  );
  const size = formatFileSize(document.fileSize);
  const date = formatDate(document.createdAt);
  const uploader = document.uploadedByName ?? 'Onbekend';
  const step = document.stepNumber === null ? null : `Stap ${document.stepNumber}`;
  return (
    <TableRow>
      <TableCell className="max-w-80 min-w-32 @xs:min-w-40 @md:min-w-52">
        <div className="flex items-start gap-2">
          <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <div className="grid min-w-0 gap-0.5">
            <p className="line-clamp-2 font-medium [overflow-wrap:anywhere]" title={document.originalName}>
              {document.originalName}
            </p>
            {document.description ? (
              <p className="line-clamp-2 text-xs text-muted-foreground">{document.description}</p>
            ) : null}
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs whitespace-nowrap text-muted-foreground @5xl:hidden">
              <span className="@3xl:hidden">{category}</span>
              <span className="@3xl:hidden">{size}</span>
              <span className="@3xl:hidden">{date}</span>
              <span>{uploader}</span>
              {step ? <span>{step}</span> : null}
              <span>{document.downloadCount}× gedownload</span>
            </p>
          </div>
        </div>
      </TableCell>
      <TableCell className={WIDE}>{category}</TableCell>
      <TableCell className={cn(WIDE, 'whitespace-nowrap tabular-nums')}>{size}</TableCell>
      <TableCell className={WIDER}>{uploader}</TableCell>
      <TableCell className={cn(WIDE, 'whitespace-nowrap tabular-nums')}>{date}</TableCell>
      <TableCell className={cn(WIDER, 'whitespace-nowrap tabular-nums')}>
        {step ?? <span className="text-muted-foreground">–</span>}
      </TableCell>
      <TableCell className={cn(WIDER, 'tabular-nums')}>{document.downloadCount}</TableCell>
      <TableCell>
        {/* In a very narrow section (a 320 px screen) the two buttons stand one above the other. */}
        <div className="flex flex-col items-end gap-1 @xs:flex-row @xs:items-center @xs:justify-end">
          <Button asChild variant="outline" size="sm">
            <a
              href={documentDownloadUrl(document.id)}
              download
              onClick={onDownload}
              aria-label={`${document.originalName} downloaden`}
              title="Downloaden"
            >
              <Download aria-hidden />
              <span className="hidden @md:inline">Downloaden</span>
            </a>
          </Button>
          {mayDelete ? <DeleteDocumentButton document={document} /> : null}
        </div>
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <tr key={row} className="border-b border-border">
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <td
              key={cell}
              className={
                cell === 0 || cell === COLUMNS - 1
                  ? 'px-3 py-3'
                  : cn([1, 2, 4].includes(cell) ? WIDE : WIDER, 'px-3 py-3')
              }
            >
              <div className="h-4 animate-pulse rounded bg-muted" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
