import { BarChartOutlined } from '@ant-design/icons';
import type { Client, SiteItem } from '@recolecta/shared/companies';
import { ORDER_PRIORITIES, ORDER_STATUSES, type Order } from '@recolecta/shared/orders';
import type { Waste } from '@recolecta/shared/wastes';
import { Button, Flex, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { ExportMenu } from '../../../components/crud/export-menu.tsx';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { type ListColumn, type ListFilter, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useFilterChoices } from '../../../components/crud/use-filter-choices.ts';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { ORDER_PRIORITY_COLOURS, ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan, useRoleScope } from '../../../lib/access.ts';
import type { ListParams } from '../../../lib/resource-api.ts';
import { useListView } from '../../../lib/use-list-view.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { ordersApi } from '../api/orders-api.ts';
import { BulkCancel } from '../components/bulk-cancel.tsx';
import { OrdersCalendar } from '../components/orders-calendar.tsx';

const VIEWS = ['list', 'calendar'] as const;
type View = (typeof VIEWS)[number];
const FILTER_KEYS = ['status', 'companyId', 'siteId', 'wasteClass', 'priority'] as const;

/**
 * `/app/orders`: the collection orders as a list (filters, search, sort and bulk cancel) or a month or
 * week calendar by requested date; the view and every filter are kept in the URL. An owner sees their
 * own company's orders only (the server's scope), and the company filter is staff's alone.
 */
export function OrdersListPage() {
  const { t } = useTranslation();
  const { field, value } = useLabels('orders', 'orderPriority');
  const number = useNumberFormat();
  const staff = useRoleScope() === 'operator';
  const canCreate = useCan('orders:create');
  const canUpdate = useCan('orders:update');
  const canReadWastes = useCan('wastes:read');
  const canReadClients = useCan('clients:read');
  const [params] = useUrlParams();
  const [view, setView] = useListView('calendar');
  const [selected, setSelected] = useState<string[]>([]);

  const companyId = params.get('companyId') ?? undefined;
  const companies = useFilterChoices<Client>(
    'clients',
    { sort: 'legalName:asc' },
    (c) => c.tradeName ?? c.legalName,
    staff && canReadClients,
  );
  const sites = useFilterChoices<SiteItem>(
    'sites',
    { sort: 'name:asc', companyId },
    (s) => s.name,
    canReadClients,
  );
  const classes = useFilterChoices<Waste>(
    'wastes',
    { level: 'top', sort: 'code:asc' },
    (w) => `${w.code} · ${w.name}`,
    canReadWastes,
  );
  const filters: ListFilter[] = [
    { key: 'status', label: field('status'), options: useOptions('orderStatus', ORDER_STATUSES) },
    ...(staff ? [{ key: 'companyId', label: field('companyId'), options: companies, searchable: true }] : []),
    ...(canReadClients ? [{ key: 'siteId', label: field('siteId'), options: sites, searchable: true }] : []),
    ...(canReadWastes ? [{ key: 'wasteClass', label: field('wasteClass'), options: classes }] : []),
    { key: 'priority', label: field('priority'), options: useOptions('orderPriority', ORDER_PRIORITIES) },
  ];

  // The numbers of the ticked rows, to name the bulk outcomes.
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const select = (ids: string[], items: Order[]) => {
    setSelected(ids);
    setNumbers((known) => ({ ...known, ...Object.fromEntries(items.map((o) => [o.id, o.number])) }));
  };

  const columns: ListColumn<Order>[] = [
    { key: 'number', sortable: true, fixed: 'left' },
    { key: 'requestedDate', sortable: true, render: (o) => formatDate(o.requestedDate) },
    {
      key: 'window',
      render: (o) => (o.windowStart || o.windowEnd ? `${o.windowStart ?? ''}–${o.windowEnd ?? ''}` : '—'),
    },
    ...(staff ? [{ key: 'companyName' } satisfies ListColumn<Order>] : []),
    { key: 'siteName' },
    {
      key: 'items',
      render: (o) => o.items.map((i) => i.wasteCode).join(', '),
    },
    { key: 'estimatedKg', render: (o) => number(o.estimatedKg) },
    { key: 'actualKg', defaultHidden: true, render: (o) => (o.actualKg === null ? '—' : number(o.actualKg)) },
    {
      key: 'priority',
      sortable: true,
      render: (o) => (
        <Tag color={ORDER_PRIORITY_COLOURS[o.priority]}>{value('orderPriority', o.priority)}</Tag>
      ),
    },
    { key: 'scheduledDate', defaultHidden: true, render: (o) => formatDate(o.scheduledDate) },
    // What people act on stays in view at the right while the other columns scroll.
    {
      key: 'status',
      sortable: true,
      fixed: 'right',
      render: (o) => <StatusTag group="orderStatus" value={o.status} colours={ORDER_STATUS_COLOURS} />,
    },
  ];

  // A company's user reads their own company's reports from here (staff have the reports page).
  const myReports = staff ? null : (
    <Link to="/app/orders/reports" data-testid="my-reports">
      <Button icon={<BarChartOutlined />}>{t('reports:ui.myReports')}</Button>
    </Link>
  );
  const switcher = (
    <Segmented<View>
      value={view}
      onChange={setView}
      options={VIEWS.map((v) => ({
        value: v,
        label: t(v === 'list' ? 'orders:ui.viewList' : 'orders:ui.viewCalendar'),
      }))}
      data-testid="orders-view"
    />
  );
  const viewSwitch = (
    <Flex gap={8} wrap justify="space-between" style={{ width: '100%' }}>
      {switcher}
      {myReports}
    </Flex>
  );

  if (view === 'calendar') {
    const calendarFilters: ListParams = {};
    for (const key of [...FILTER_KEYS, 'q']) {
      const v = params.get(key);
      if (v) calendarFilters[key] = v;
    }
    return (
      <Flex vertical gap={16}>
        <Flex>{viewSwitch}</Flex>
        <OrdersCalendar filters={calendarFilters} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex>{viewSwitch}</Flex>
      <ResourceList<Order>
        api={ordersApi}
        labels="orders"
        columns={columns}
        linkColumn="number"
        defaultSort="requestedDate:desc"
        editPath={(o) => `/app/orders/edit/${o.id}`}
        addPath="/app/orders/add"
        canCreate={canCreate}
        archivable={false}
        filters={filters}
        dateRange={{ from: 'from', to: 'to', label: field('requestedDate') }}
        selection={{ selected, onChange: select }}
        toolbar={() => (
          <>
            {selected.length > 0 ? (
              <ExportMenu
                path="orders"
                params={{ ids: selected.join(',') }}
                label={t('orders:ui.exportSelected')}
                testId="export-selected"
              />
            ) : null}
            {canUpdate ? (
              <BulkCancel selected={selected} numbers={numbers} onDone={() => setSelected([])} />
            ) : null}
          </>
        )}
      />
    </Flex>
  );
}
