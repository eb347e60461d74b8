import type { ProjectType } from '@shared/projects/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface CreateProjectBody {
  type: ProjectType;
  serviceType?: string;
  title?: string;
  description?: string;
  formData: Record<string, unknown>;
}

export interface CreateProjectResponse {
  success: boolean;
  message: string;
  /** The human reference (AM-2026-00042). */
  projectId: string;
  project: { id: string; projectId: string; [key: string]: unknown };
}

/** POST /api/projects: a signed-in consumer's request; the server sets owner, reference, title and status. */
export function createProject(body: CreateProjectBody): Promise<CreateProjectResponse> {
  return apiRequest<CreateProjectResponse>('POST', '/api/projects', body);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    // Every project list and count (dashboard, /opdrachten) now misses the new project.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
  });
}
