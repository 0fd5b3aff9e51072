import { FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Permission } from '@recolecta/shared/permissions';
import { KG_GROUPS, type KgGroup, REPORT_KINDS, type ReportKind } from '@recolecta/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { usePermissions, useRoleScope } from '../../../lib/access.ts';
import type { ListParams } from '../../../lib/resource-api.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { reportOptions } from '../api/reports-api.ts';
import { ReportExports } from '../components/report-exports.tsx';
import { type FilterKey, ReportFilters } from '../components/report-filters.tsx';
import { ReportTable } from '../components/report-table.tsx';

/** The filters each report applies (the server ignores the others, so they are neither shown nor sent). */
const FILTERS_OF: Record<ReportKind, readonly FilterKey[]> = {
  kg: ['companyId', 'siteId', 'storeId', 'wasteClass'],
  routes: ['companyId', 'storeId'],
  assets: ['companyId', 'siteId', 'storeId'],
};
/** Containers are where they are now: that report has no period. */
const HAS_PERIOD: Record<ReportKind, boolean> = { kg: true, routes: true, assets: false };
/** What a company's user needs to read each report of their own company (staff: `reports:read`). */
const OWN_PERMISSION: Record<ReportKind, Permission> = {
  kg: 'orders:read',
  routes: 'routes:read',
  assets: 'assets:read',
};

const isKind = (value: string | null, kinds: readonly ReportKind[]): value is ReportKind =>
  (kinds as readonly (string | null)[]).includes(value);

/**
 * `/app/reports` (staff) and `/app/orders/reports` (a company's user): a report picked from those the
 * user may read, its period (this month so far unless chosen) and filters kept in the URL, its rows
 * with the server's totals, and the same report as CSV, Excel or PDF. The server scopes a company's
 * user to their own company; the client filter is staff's alone. The manifests register has its
 * own page, opened for the same period.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { field, value } = useLabels('reports', 'reportKind');
  const staff = useRoleScope() === 'operator';
  const permissions = usePermissions();
  const may = (p: Permission) => permissions.includes(p);
  const kinds = REPORT_KINDS.filter((k) => may(staff ? 'reports:read' : OWN_PERMISSION[k]));
  const [params, setParams] = useUrlParams();
  const asked = params.get('kind');
  const kind: ReportKind | undefined = isKind(asked, kinds) ? asked : kinds[0];
  const askedGroup = params.get('groupBy');
  const groupBy: KgGroup = (KG_GROUPS as readonly (string | null)[]).includes(askedGroup)
    ? (askedGroup as KgGroup)
    : 'wasteClass';

  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, v] of Object.entries(patch)) {
          if (v === undefined || v === '') next.delete(key);
          else next.set(key, v);
        }
        return next;
      },
      { replace: true },
    );
  const param = (key: string) => params.get(key) ?? undefined;

  const shown = new Set<FilterKey>(
    (kind ? FILTERS_OF[kind] : []).filter(
      (key) =>
        ({
          companyId: staff && may('clients:read'),
          siteId: may('clients:read'),
          storeId: may('stores:read'),
          wasteClass: may('wastes:read'),
        })[key],
    ),
  );
  const query: ListParams = {};
  if (kind && HAS_PERIOD[kind]) {
    query.from = param('from');
    query.to = param('to');
  }
  for (const key of shown) query[key] = param(key);
  if (kind === 'kg') query.groupBy = groupBy;

  const report = useQuery(reportOptions(kind ?? 'kg', query, kind !== undefined));
  const answer = report.data?.kind === kind ? report.data : undefined;
  const from = param('from') ?? answer?.from;
  const to = param('to') ?? answer?.to;

  const manifests =
    may('manifests:read') && from && to ? (
      <Link to={`/app/manifests?from=${from}&to=${to}`} data-testid="report-manifests">
        <Button icon={<FileTextOutlined />}>{value('reportKind', 'manifests')}</Button>
      </Link>
    ) : null;

  if (!kind) return <Flex gap={8}>{manifests}</Flex>;

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} wrap align="center">
          <Segmented<ReportKind>
            value={kind}
            onChange={(next) => set({ kind: next })}
            options={kinds.map((k) => ({ value: k, label: value('reportKind', k) }))}
            aria-label={field('kind')}
            data-testid="report-kind"
          />
          {manifests}
        </Flex>
        <ReportExports kind={kind} query={query} />
      </Flex>

      <ReportFilters
        period={HAS_PERIOD[kind]}
        from={from}
        to={to}
        shown={shown}
        groupBy={kind === 'kg' ? groupBy : undefined}
        param={param}
        set={set}
      />

      {report.isError && !answer ? (
        <Alert
          type="error"
          showIcon
          title={t('reports:ui.loadFailed')}
          description={report.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => report.refetch()}>
              {t('reports:ui.retry')}
            </Button>
          }
          data-testid="report-error"
        />
      ) : (
        <ReportTable
          kind={kind}
          groupBy={groupBy}
          answer={answer}
          loading={report.isFetching}
          staff={staff}
        />
      )}
    </Flex>
  );
}
