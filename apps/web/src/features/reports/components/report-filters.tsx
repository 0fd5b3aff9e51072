import type { Client, SiteItem } from '@recolecta/shared/companies';
import { KG_GROUPS, type KgGroup } from '@recolecta/shared/reports';
import type { Store } from '@recolecta/shared/stores';
import type { Waste } from '@recolecta/shared/wastes';
import { DatePicker, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';

export type FilterKey = 'companyId' | 'siteId' | 'storeId' | 'wasteClass';

/**
 * A report's filters, kept in the URL: its period (when it has one), the client, site, store and
 * waste class it applies (`shown`), and, for the kg report, what its rows group by.
 */
export function ReportFilters({
  period,
  from,
  to,
  shown,
  groupBy,
  param,
  set,
}: {
  period: boolean;
  from: string | undefined;
  to: string | undefined;
  shown: Set<FilterKey>;
  /** The kg report's grouping; none for the other reports. */
  groupBy: KgGroup | undefined;
  param: (key: string) => string | undefined;
  set: (patch: Record<string, string | undefined>) => void;
}) {
  const { field } = useLabels('reports', 'reportKind');
  return (
    <Flex gap={8} wrap align="center" data-testid="report-filters">
      {period ? (
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
      {groupBy ? (
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
  );
}
