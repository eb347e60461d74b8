// What the three project lists share: their query parameters and URL (their keys start with PROJECTS_QUERY_KEY). The endpoint files
// (get-projects.ts, get-assigned-projects.ts, get-consumer-projects.ts) build on it.
import type { ProjectFilter, ProjectListItem } from '@shared/projects/schemas';
import type { ProjectStatus } from '@shared/projects/status';
import { apiGetPage, type Page } from '@web/lib/api-client';

export interface ProjectListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: ProjectStatus;
  filter?: ProjectFilter;
}

export type ProjectPage = Page<ProjectListItem>;

export function projectListUrl(path: string, params: ProjectListParams): string {
  const search = new URLSearchParams();
  if (params.page && params.page > 1) search.set('page', String(params.page));
  if (params.pageSize) search.set('pageSize', String(params.pageSize));
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.status) search.set('status', params.status);
  if (params.filter) search.set('filter', params.filter);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function fetchProjectPage(
  path: string,
  params: ProjectListParams,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  return apiGetPage<ProjectListItem>(projectListUrl(path, params), { signal });
}
