import type { Dashboard, ReportKind, reportResponseSchema } from '@recolecta/shared/reports';
import type { SetupChecklist } from '@recolecta/shared/setup';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { downloadFile, filterQuery } from '../../../lib/download.ts';
import type { ListParams } from '../../../lib/resource-api.ts';

export type ReportAnswer = z.infer<typeof reportResponseSchema>['data'];
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** `GET /dashboard`: the operator's day; refreshed every minute while the page is open. */
export const dashboardOptions = () =>
  queryOptions({
    queryKey: ['reports', 'dashboard'] as const,
    queryFn: ({ signal }) => api.get<{ data: Dashboard }>('/dashboard', { signal }).then((r) => r.data),
    refetchInterval: 60_000,
  });

/** `GET /setup/checklist`: a new install's first-run steps, the admin's; read again on each visit. */
export const setupChecklistOptions = () =>
  queryOptions({
    queryKey: ['setup', 'checklist'] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: SetupChecklist }>('/setup/checklist', { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** `GET /reports/:kind` with the page's filters; the previous rows stay while new ones load. */
export const reportOptions = (kind: ReportKind, params: ListParams, enabled = true) =>
  queryOptions({
    queryKey: ['reports', kind, params] as const,
    queryFn: ({ signal }): Promise<ReportAnswer> =>
      api.get<{ data: ReportAnswer }>(`/reports/${kind}`, { query: params, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The same report as a file (CSV, Excel or PDF), saved under the server's name. */
export const downloadReport = (kind: ReportKind, params: ListParams, format: ExportFormat) =>
  downloadFile(`reports/${kind}`, filterQuery(params, { format }), `report-${kind}.${format}`);
