import type { AuthUser } from '@shared/auth/schemas';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type ProjectDocument,
} from '@shared/documents/schemas';
import { formatDate } from '@shared/format';
import type { ProjectDetail } from '@shared/projects/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
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
import { Download, FileText, FolderOpen } from 'lucide-react';
import { documentDownloadUrl } from '../api/download-document';
import { projectDocumentsQueryKey, useProjectDocuments } from '../api/get-project-documents';
import { formatFileSize } from '../lib/upload-rules';
import { DeleteDocumentButton } from './delete-document-button';
import { UPLOAD_HINT, UploadDocumentsDialog } from './upload-documents-dialog';

const CATEGORY_COLORS: Record<DocumentCategory, BadgeColor> = {
  general: 'neutral',
  contract: 'blue',
  inspection: 'orange',
  report: 'green',
  photo: 'yellow',
  certificate: 'green',
  other: 'neutral',
};

/** Admins and the project's assigned professional upload (spec 000 §6; the server enforces the same). */
export function canUploadDocuments(project: ProjectDetail, user: AuthUser): boolean {
  return user.role === 'admin' || (user.role === 'professional' && project.professionalId === user.id);
}

/** Admins delete any document, everyone else only what they uploaded. */
export function canDeleteDocument(document: ProjectDocument, user: AuthUser): boolean {
  return user.role === 'admin' || (document.uploadedBy !== null && document.uploadedBy === user.id);
}

const COLUMNS = 8;

/** The list of a project's documents with upload, download and delete, as the project page and /documents show it. */
export function DocumentsPanel({
  project,
  user,
  title,
}: {
  project: ProjectDetail;
  user: AuthUser;
  title: string;
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
    <Card id="documenten" aria-labelledby="documents-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="documents-title" className="flex items-center gap-2">
            <FolderOpen className="size-5 text-primary" aria-hidden />
            {title}
          </CardTitle>
          <CardDescription>
            {mayUpload ? UPLOAD_HINT : 'Documenten die bij dit project horen; klik op Download om te openen.'}
          </CardDescription>
        </div>
        {mayUpload ? <UploadDocumentsDialog projectId={project.id} /> : null}
      </CardHeader>
      <CardContent>
        {documents.isError ? (
          <Alert variant="destructive" className="items-center">
            <span className="flex-1">De documenten konden niet worden geladen.</span>
            <Button size="sm" variant="outline" onClick={() => void documents.refetch()}>
              Opnieuw proberen
            </Button>
          </Alert>
        ) : (
          <Table aria-label={`Documenten van ${project.projectId}`} aria-busy={documents.isPending}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Naam</TableHead>
                <TableHead>Categorie</TableHead>
                <TableHead>Grootte</TableHead>
                <TableHead>Geüpload door</TableHead>
                <TableHead>Datum</TableHead>
                <TableHead>Stap</TableHead>
                <TableHead>Downloads</TableHead>
                <TableHead>
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
                  <TableRow key={document.id}>
                    <TableCell className="max-w-72">
                      <div className="flex items-start gap-2">
                        <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                        <div className="min-w-0">
                          <p className="truncate font-medium" title={document.originalName}>
                            {document.originalName}
                          </p>
                          {document.description ? (
                            <p className="line-clamp-2 text-xs text-muted-foreground">
                              {document.description}
                            </p>
                          ) : null}
                        </div>
                      </div>
                    </TableCell>
                    <TableCell>
                      <Badge color={CATEGORY_COLORS[document.category]}>
                        {DOCUMENT_CATEGORY_LABELS[document.category]}
                      </Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatFileSize(document.fileSize)}
                    </TableCell>
                    <TableCell>{document.uploadedByName ?? 'Onbekend'}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDate(document.createdAt)}
                    </TableCell>
                    <TableCell className="tabular-nums">
                      {document.stepNumber === null ? (
                        <span className="text-muted-foreground">–</span>
                      ) : (
                        `Stap ${document.stepNumber}`
                      )}
                    </TableCell>
                    <TableCell className="tabular-nums">{document.downloadCount}</TableCell>
                    <TableCell>
                      <div className="flex items-center justify-end gap-1">
                        <Button asChild variant="outline" size="sm">
                          <a
                            href={documentDownloadUrl(document.id)}
                            download
                            onClick={refreshSoon}
                            aria-label={`${document.originalName} downloaden`}
                          >
                            <Download aria-hidden />
                            Download
                          </a>
                        </Button>
                        {canDeleteDocument(document, user) ? (
                          <DeleteDocumentButton document={document} />
                        ) : null}
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <tr key={row} className="border-b border-border">
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <td key={cell} className="px-3 py-3">
              <div className="h-4 animate-pulse rounded bg-muted" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
