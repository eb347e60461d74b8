import type { Role } from '@shared/users/roles';
import type { UserListItem } from '@shared/users/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, type Page } from '@web/lib/api-client';

export interface UsersQuery {
  q?: string;
  role?: Role;
  page?: number;
  pageSize?: number;
}

export const USERS_QUERY_KEY = ['/api/users'] as const;

/** GET /api/users (admins): one page, newest first, with the total from X-Total-Count. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<UserListItem>> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.role) params.set('role', query.role);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return apiGetPage<UserListItem>(`/api/users${search ? `?${search}` : ''}`, { signal });
}

/** Refetched on mount, zero stale time. */
export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
