import { DownloadOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Client, SiteItem } from '@recolecta/shared/companies';
import type { Permission } from '@recolecta/shared/permissions';
import { KG_GROUPS, type KgGroup, REPORT_KINDS, type ReportKind } from '@recolecta/shared/reports';
import type { Store } from '@recolecta/shared/stores';
import type { Waste } from '@recolecta/shared/wastes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { usePermissions, useRoleScope } from '../../../lib/access.ts';
import { notify } from '../../../lib/notifier.ts';
import type { ListParams } from '../../../lib/resource-api.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { downloadReport, type ExportFormat, reportOptions } from '../api/reports-api.ts';
import { ReportTable } from '../components/report-table.tsx';

type FilterKey = 'companyId' | 'siteId' | 'storeId' | 'wasteClass';

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
const FORMATS: { format: ExportFormat; label: 'exportCsv' | 'exportXlsx' | 'exportPdf' }[] = [
  { format: 'csv', label: 'exportCsv' },
  { format: 'xlsx', label: 'exportXlsx' },
  { format: 'pdf', label: 'exportPdf' },
];

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
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

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

  const download = async (format: ExportFormat) => {
    if (!kind) return;
    setExporting(format);
    try {
      await downloadReport(kind, query, format);
    } catch (error) {
      notify({ type: 'error', title: t('reports:ui.exportFailed'), description: (error as Error).message });
    } finally {
      setExporting(null);
    }
  };

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
        <Space.Compact>
          {FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              icon={<DownloadOutlined />}
              loading={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => download(format)}
              aria-label={`${t('reports:ui.export')} ${t(`reports:ui.${label}`)}`}
              data-testid={`export-${format}`}
            >
              {t(`reports:ui.${label}`)}
            </Button>
          ))}
        </Space.Compact>
      </Flex>

      <Flex gap={8} wrap align="center" data-testid="report-filters">
        {HAS_PERIOD[kind] ? (
          <DatePicker.RangePicker
            aria-label={field('period')}
            format="L"
            placeholder={[field('from'), field('to')]}
            allowClear
            value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
            onChange={(dates) =>
              set({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') })
            }
            data-testid="report-period"
          />
        ) : null}
        {shown.has('companyId') ? (
          <ReferenceSelect<Client>
            path="clients"
            params={{ sort: 'legalName:asc' }}
            optionLabel={(c) => c.tradeName ?? c.legalName}
            allowClear
            placeholder={field('companyId')}
            aria-label={field('companyId')}
            value={param('companyId')}
            onChange={(v) => set({ companyId: v as string | undefined, siteId: undefined })}
            style={{ minWidth: 180 }}
            data-testid="filter-companyId"
          />
        ) : null}
        {shown.has('siteId') ? (
          <ReferenceSelect<SiteItem>
            path="sites"
            params={{ sort: 'name:asc', companyId: param('companyId') }}
            optionLabel={(s) => s.name}
            allowClear
            placeholder={field('siteId')}
            aria-label={field('siteId')}
            value={param('siteId')}
            onChange={(v) => set({ siteId: v as string | undefined })}
            style={{ minWidth: 180 }}
            data-testid="filter-siteId"
          />
        ) : null}
        {shown.has('storeId') ? (
          <ReferenceSelect<Store>
            path="stores"
            params={{ sort: 'name:asc' }}
            optionLabel={(s) => s.name}
            allowClear
            placeholder={field('storeId')}
            aria-label={field('storeId')}
            value={param('storeId')}
            onChange={(v) => set({ storeId: v as string | undefined })}
            style={{ minWidth: 180 }}
            data-testid="filter-storeId"
          />
        ) : null}
        {shown.has('wasteClass') ? (
          <ReferenceSelect<Waste>
            path="wastes"
            params={{ level: 'top' }}
            optionLabel={(w) => `${w.code} · ${w.name}`}
            allowClear
            placeholder={field('wasteClass')}
            aria-label={field('wasteClass')}
            value={param('wasteClass')}
            onChange={(v) => set({ wasteClass: v as string | undefined })}
            style={{ minWidth: 200 }}
            data-testid="filter-wasteClass"
          />
        ) : null}
        {kind === 'kg' ? (
          <Flex gap={6} align="center">
            <Typography.Text type="secondary">{field('groupBy')}</Typography.Text>
            <Select<KgGroup>
              value={groupBy}
              onChange={(next) => set({ groupBy: next === 'wasteClass' ? undefined : next })}
              options={KG_GROUPS.map((g) => ({ value: g, label: field(g) }))}
              aria-label={field('groupBy')}
              style={{ minWidth: 150 }}
              data-testid="report-group"
            />
          </Flex>
        ) : null}
      </Flex>

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
