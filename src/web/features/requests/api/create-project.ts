import type { CreateProjectBody, CreateProjectResponse } from '@shared/requests/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export type { CreateProjectBody, CreateProjectResponse };

/** POST /api/projects: a signed-in consumer's request; the server sets owner, reference, title and status. */
export function createProject(body: CreateProjectBody): Promise<CreateProjectResponse> {
  return apiRequest<CreateProjectResponse>('POST', '/api/projects', body);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    // Every project list and count (dashboard, /opdrachten) now misses the new project.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
