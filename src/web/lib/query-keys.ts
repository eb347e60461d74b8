// The query keys that more than one feature reads or invalidates, in one place, so no feature spells another's
// key and none has to import another. A key starts with its endpoint's path: invalidating a key refreshes every
// query under it (PROJECTS_QUERY_KEY refreshes the project lists and counts, project pages, steps, documents and
// messages). A key only one feature uses stays in that feature's endpoint file (built on these when it lies
// under one of them).

/** GET /api/auth/user: who is signed in. The query cache asks again after any 401 (query-client.ts). */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The root of every /api/projects key. */
export const PROJECTS_QUERY_KEY = ['/api/projects'] as const;

/** GET /api/projects/{id}/documents: read by the documents section; a workflow step's report upload adds to it. */
export const projectDocumentsQueryKey = (projectId: string) =>
  [...PROJECTS_QUERY_KEY, projectId, 'documents'] as const;

/** GET /api/users/professionals?type=: the assign dropdown's choices; deleting a user changes them. */
export const PROFESSIONALS_QUERY_KEY = ['/api/users/professionals'] as const;

/**
 * The root of every /api/invoices key (a project's invoice, payment status, the professional's list). Completing an
 * automatic invoice step creates the invoice, so the workflow feature refreshes these too.
 */
export const INVOICES_QUERY_KEY = ['/api/invoices'] as const;
