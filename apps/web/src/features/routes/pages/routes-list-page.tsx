import { ThunderboltOutlined } from '@ant-design/icons';
import { ROUTE_STATUSES, type Route } from '@recolecta/shared/routes';
import { Button, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { type ListColumn, ResourceList } from '../../../components/crud/resource-list.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { ROUTE_STATUS_COLOURS } from '../../../components/routes/route-status.ts';
import { useCan } from '../../../lib/access.ts';
import { useListView } from '../../../lib/use-list-view.ts';
import { routesApi } from '../api/routes-api.ts';
import { DispatchBoard } from '../components/dispatch-board.tsx';
import { OptimizeDrawer } from '../components/optimize-drawer.tsx';

/** The routes by day: driver, vehicle, stops, distance and load (staff), status; filters in the URL. */
export function RoutesListPage() {
  const canCreate = useCan('routes:create');
  const { field } = useLabels('routes');
  const statusOptions = useOptions('routeStatus', ROUTE_STATUSES);
  const { t } = useTranslation();
  const number = useNumberFormat();
  const columns: ListColumn<Route>[] = [
    { key: 'number', sortable: true, fixed: 'left' },
    { key: 'date', sortable: true, render: (r) => formatDate(r.date) },
    { key: 'driverName' },
    { key: 'vehiclePlate' },
    { key: 'stops', render: (r) => r.stops.length },
    { key: 'startTime' },
    { key: 'endTime', render: (r) => r.endTime ?? '—' },
    { key: 'distanceKm', render: (r) => (r.distanceKm === null ? '—' : number(r.distanceKm)) },
    { key: 'loadKg', render: (r) => (r.loadKg === null ? '—' : number(r.loadKg)) },
    // What people act on stays in view at the right while the other columns scroll.
    {
      key: 'status',
      fixed: 'right',
      render: (r) => <StatusTag group="routeStatus" value={r.status} colours={ROUTE_STATUS_COLOURS} />,
    },
  ];
  const [optimizing, setOptimizing] = useState(false);
  const [view, setView] = useListView('board');
  const viewSwitch = (
    <Segmented<'list' | 'board'>
      value={view}
      onChange={setView}
      options={[
        { value: 'list', label: t('routes:ui.viewList') },
        ...(canCreate ? [{ value: 'board' as const, label: t('routes:ui.viewBoard') }] : []),
      ]}
      data-testid="routes-view"
    />
  );
  if (view === 'board' && canCreate) {
    return (
      <Flex vertical gap={16}>
        <Flex>{viewSwitch}</Flex>
        <DispatchBoard />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16}>
      {canCreate ? <Flex>{viewSwitch}</Flex> : null}
      <ResourceList<Route>
        api={routesApi}
        labels="routes"
        columns={columns}
        linkColumn="number"
        defaultSort="date:desc"
        editPath={(r) => `/app/routes/edit/${r.id}`}
        addPath="/app/routes/add"
        canCreate={canCreate}
        archivable={false}
        filters={[{ key: 'status', label: field('status'), options: statusOptions }]}
        dateRange={{ from: 'from', to: 'to', label: field('date') }}
        toolbar={() =>
          canCreate ? (
            <Button icon={<ThunderboltOutlined />} onClick={() => setOptimizing(true)} data-testid="optimize">
              {t('routes:ui.optimize')}
            </Button>
          ) : null
        }
      />
      <OptimizeDrawer open={optimizing} onClose={() => setOptimizing(false)} />
    </Flex>
  );
}
