import type { Job } from '@recolecta/shared/jobs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListAnswer, ListParams } from '../../../lib/resource-api.ts';

const keys = {
  all: ['jobs'] as const,
  list: (params: ListParams) => ['jobs', 'list', params] as const,
};

/** One page of background jobs; a list that changes by itself, so it refreshes every few seconds. */
export const jobsListOptions = (params: ListParams) =>
  queryOptions({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => api.get<ListAnswer<Job>>('/jobs', { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });

/** `POST /jobs/:id/retry`: a failed job back in the queue with all its attempts. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ data: Job }>(`/jobs/${id}/retry`).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
