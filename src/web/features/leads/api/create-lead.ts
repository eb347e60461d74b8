import type { CreateLeadInput, CreateLeadResponse } from '@shared/leads/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { LEADS_QUERY_KEY } from './get-my-leads';

/**
 * POST /api/leads/create (professional): files the client as a request (a pending project for an admin to assign)
 * and answers the lead. Success refreshes the leads and the summary.
 */
export function createLead(body: CreateLeadInput): Promise<CreateLeadResponse> {
  return apiRequest<CreateLeadResponse>('POST', '/api/leads/create', body);
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
