import type { OccurrenceChange, Plan, PlanCreate, PlanUpdate } from '@recolecta/shared/service-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const plansApi = resourceApi<Plan, PlanCreate, PlanUpdate>('service-plans');

/** Skips or moves one of a plan's dates (`change`), or undoes that (`change` null). */
export function useOccurrence(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, change }: { date: string; change: OccurrenceChange | null }) => {
      const url = `/service-plans/${planId}/occurrences/${date}`;
      const answer = change ? api.put<{ data: Plan }>(url, change) : api.del<{ data: Plan }>(url);
      return answer.then((r) => r.data);
    },
    onSuccess: (plan) => {
      client.setQueryData(plansApi.keys.detail(plan.id), plan);
      // The date's order may have been cancelled or moved with it.
      return Promise.all([
        client.invalidateQueries({ queryKey: plansApi.keys.all }),
        client.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
