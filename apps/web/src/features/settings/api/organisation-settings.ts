import type { OrganisationSettings, OrganisationSettingsPatch } from '@recolecta/shared/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /settings/organisation`: the one row of organisation settings (docs/product.md §3), admins only. */
export const organisationOptions = () =>
  queryOptions({
    queryKey: ['settings', 'organisation'] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: OrganisationSettings }>('/settings/organisation', { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** `PATCH /settings/organisation` with the version read; a stale one answers 409. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganisationSettingsPatch) =>
      api.patch<{ data: OrganisationSettings }>('/settings/organisation', patch).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(organisationOptions().queryKey, saved),
  });
}
