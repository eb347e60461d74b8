import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/** GET /api/projects/{id}/document-requests: under the project's key, so a status change refreshes it too. */
export const projectDocumentRequestsQueryKey = (projectId: string) =>
  [...PROJECTS_QUERY_KEY, projectId, 'document-requests'] as const;

/** The root of GET /api/document-requests (the dashboard's list across projects). */
export const MY_DOCUMENT_REQUESTS_QUERY_KEY = ['/api/document-requests'] as const;
