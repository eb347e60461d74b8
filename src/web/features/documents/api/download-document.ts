/**
 * GET /api/documents/{id}/download: the server answers with the file as an attachment (safe name, detected type),
 * so a plain link downloads it and the browser keeps its own progress and save dialog.
 */
export function documentDownloadUrl(id: string): string {
  return `/api/documents/${encodeURIComponent(id)}/download`;
}
