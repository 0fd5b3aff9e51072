import type { AssetStatus } from '@recolecta/shared/assets';
import type { AssetReportRow, KgGroup, KgRow, ReportKind, RouteReportRow } from '@recolecta/shared/reports';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/crud/dates.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { ASSET_STATUS_COLOURS } from '../../../components/record/asset-status-colours.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { ROUTE_STATUS_COLOURS } from '../../../components/routes/route-status.ts';
import type { ReportAnswer } from '../api/reports-api.ts';

type Row = KgRow | RouteReportRow | AssetReportRow;
interface Column {
  key: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A heading other than the field's label. */
  title?: string;
  /** A width the text wraps within (long names), so wide reports fit a laptop's screen. */
  width?: number;
}

const PAGE_SIZE = 50;

/**
 * A report's rows under its columns, and the totals the server counted in a last row (on every page
 * of a long report). A route's number opens the route.
 */
export function ReportTable({
  kind,
  groupBy,
  answer,
  loading,
  staff,
}: {
  kind: ReportKind;
  groupBy: KgGroup;
  answer: ReportAnswer | undefined;
  loading: boolean;
  /** Staff see the planned distance; a company's user does not (its routes also serve others). */
  staff: boolean;
}) {
  const { t } = useTranslation();
  const { field } = useLabels('reports', 'routeStatus', 'assetStatus');
  const number = useNumberFormat();
  const percent = (rate: number | null) => (rate === null ? '—' : `${number(rate * 100, 0)} %`);

  const columns: Column[] =
    kind === 'kg'
      ? [
          { key: groupBy, render: (r) => (r as KgRow).label || '—' },
          { key: 'orders', numeric: true, render: (r) => number((r as KgRow).orders) },
          { key: 'kg', numeric: true, render: (r) => number((r as KgRow).kg) },
        ]
      : kind === 'routes'
        ? [
            {
              key: 'route',
              render: (r) => {
                const route = r as RouteReportRow;
                return <Link to={`/app/routes/edit/${route.id}`}>{route.number}</Link>;
              },
            },
            { key: 'date', render: (r) => formatDate((r as RouteReportRow).date) },
            {
              key: 'driver',
              title: `${field('driver')} · ${field('vehicle')}`,
              width: 230,
              render: (r) => (
                <>
                  {(r as RouteReportRow).driverName}
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {(r as RouteReportRow).vehiclePlate}
                  </Typography.Text>
                </>
              ),
            },
            {
              key: 'status',
              render: (r) => (
                <StatusTag
                  group="routeStatus"
                  value={(r as RouteReportRow).status}
                  colours={ROUTE_STATUS_COLOURS}
                />
              ),
            },
            { key: 'stops', numeric: true, render: (r) => number((r as RouteReportRow).stops) },
            { key: 'collected', numeric: true, render: (r) => number((r as RouteReportRow).collected) },
            { key: 'failed', numeric: true, render: (r) => number((r as RouteReportRow).failed) },
            { key: 'onTimeRate', numeric: true, render: (r) => percent((r as RouteReportRow).onTimeRate) },
            ...(staff
              ? [
                  {
                    key: 'distanceKm',
                    numeric: true,
                    render: (r: Row) => number((r as RouteReportRow).distanceKm, 1),
                  },
                ]
              : []),
            { key: 'kg', numeric: true, render: (r) => number((r as RouteReportRow).kg) },
            ...(staff
              ? [{ key: 'kgPerKm', numeric: true, render: (r: Row) => number((r as RouteReportRow).kgPerKm) }]
              : []),
          ]
        : [
            { key: 'serial', render: (r) => (r as AssetReportRow).serial },
            { key: 'containerType', width: 200, render: (r) => (r as AssetReportRow).containerType },
            {
              key: 'status',
              render: (r) => (
                <StatusTag
                  group="assetStatus"
                  value={(r as AssetReportRow).status as AssetStatus}
                  colours={ASSET_STATUS_COLOURS}
                />
              ),
            },
            { key: 'place', width: 240, render: (r) => (r as AssetReportRow).place ?? '—' },
            { key: 'since', render: (r) => formatDate((r as AssetReportRow).since) },
            { key: 'daysAtClient', numeric: true, render: (r) => number((r as AssetReportRow).daysAtClient) },
          ];

  const tableColumns: ColumnsType<Row> = columns.map((c, n) => ({
    key: c.key,
    title: c.title ?? field(c.key),
    width: c.width,
    // A wide report scrolls sideways on a laptop; what each row is stays in view.
    fixed: n === 0 && kind !== 'kg' ? 'left' : undefined,
    align: c.numeric ? 'end' : undefined,
    render: (_: unknown, row: Row) => c.render(row),
  }));

  // The totals under their columns; the first cell says "Total" and what the first column counts.
  const totals = answer?.totals ?? {};
  const totalCell = (key: string) => {
    // Containers: how many of them are at a client's, under the days there.
    if (key === 'daysAtClient' && typeof totals.atClient === 'number')
      return `${field('atClient')}: ${number(totals.atClient)}`;
    const value = totals[key];
    if (value === undefined) return null;
    if (key === 'onTimeRate') return percent(value);
    if (value === null) return '—';
    return number(value, key === 'distanceKm' ? 1 : 2);
  };
  const counted = kind === 'routes' ? totals.routes : kind === 'assets' ? totals.assets : undefined;
  const rows = answer?.rows ?? [];
  const key = (row: Row) => ('id' in row ? row.id : `${(row as KgRow).key ?? ''}:${(row as KgRow).label}`);

  return (
    <Table<Row>
      rowKey={key}
      size={kind === 'kg' ? 'middle' : 'small'}
      columns={tableColumns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      data-testid="report-table"
      locale={{ emptyText: loading ? ' ' : t('reports:ui.noData') }}
      pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      summary={() =>
        rows.length === 0 ? null : (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row data-testid="report-totals" style={{ fontWeight: 600 }}>
              {columns.map((c, n) => (
                <Table.Summary.Cell key={c.key} index={n} align={c.numeric ? 'end' : undefined}>
                  {n === 0
                    ? `${t('reports:ui.total')}${counted !== undefined && counted !== null ? ` (${number(counted)})` : ''}`
                    : totalCell(c.key)}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
