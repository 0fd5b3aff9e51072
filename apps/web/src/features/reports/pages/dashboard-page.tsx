import { ReloadOutlined } from '@ant-design/icons';
import type { Dashboard } from '@recolecta/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useCan } from '../../../lib/access.ts';
import { dashboardOptions } from '../api/reports-api.ts';
import { Deadlines, Documents, FailedStops } from '../components/dashboard-lists.tsx';
import { KgByClass } from '../components/kg-by-class.tsx';
import { OrdersByStatus } from '../components/orders-by-status.tsx';
import { SetupChecklist } from '../components/setup-checklist.tsx';
import { TodayRoutes } from '../components/today-routes.tsx';

/** One headline figure, linking to what it counts. */
function Figure({
  label,
  value,
  note,
  to,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  to: string;
  testId: string;
}) {
  const { token } = theme.useToken();
  return (
    <Link to={to} data-testid={testId} style={{ display: 'block', height: '100%' }}>
      <Card size="small" hoverable style={{ height: '100%' }}>
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</div>
        <div
          style={{
            color: token.colorText,
            fontSize: 26,
            fontWeight: 600,
            lineHeight: 1.3,
            fontVariantNumeric: 'tabular-nums',
          }}
          data-testid="figure"
        >
          {value}
        </div>
        {note ? (
          <div style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{note}</div>
        ) : null}
      </Card>
    </Link>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const canReport = useCan('reports:read');
  const { today, month } = dashboard;
  const stops = dashboard.routes.reduce((sum, r) => sum + r.stops, 0);
  const done = dashboard.routes.reduce((sum, r) => sum + r.done, 0);
  const orders = dashboard.ordersByStatus.reduce((sum, s) => sum + s.count, 0);
  const kg = dashboard.kgByClass.reduce((sum, k) => sum + k.thisMonth, 0);
  const kgBefore = dashboard.kgByClass.reduce((sum, k) => sum + k.lastMonth, 0);
  const todayRoutes = `/app/routes?from=${today}&to=${today}`;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Figure
          label={t('reports:ui.routesToday')}
          value={number(dashboard.routes.length)}
          to={todayRoutes}
          testId="figure-routes"
        />
      </Col>
      <Col xs={12} lg={6}>
        <Figure
          label={t('reports:ui.stopsToday')}
          value={`${number(done)} / ${number(stops)}`}
          to={todayRoutes}
          testId="figure-stops"
        />
      </Col>
      <Col xs={12} lg={6}>
        <Figure
          label={t('reports:ui.ordersMonth')}
          value={number(orders)}
          to={`/app/orders?from=${month.from}&to=${month.to}`}
          testId="figure-orders"
        />
      </Col>
      <Col xs={12} lg={6}>
        <Figure
          label={t('reports:ui.kgMonth')}
          value={number(kg, 1)}
          note={t('reports:ui.lastMonthValue', { value: `${number(kgBefore, 1)} kg` })}
          to={
            canReport
              ? '/app/reports?kind=kg&groupBy=wasteClass'
              : `/app/orders?from=${month.from}&to=${month.to}`
          }
          testId="figure-kg"
        />
      </Col>
    </Row>
  );
}

function Loading() {
  const block = (height: number) => (
    <Card size="small" style={{ height }}>
      <Skeleton active paragraph={{ rows: Math.max(1, Math.floor(height / 60)) }} />
    </Card>
  );
  return (
    <Flex vertical gap={16} data-testid="dashboard-loading" aria-busy>
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((n) => (
          <Col key={n} xs={12} lg={6}>
            <Card size="small">
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
      {block(380)}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          {block(320)}
        </Col>
        <Col xs={24} lg={12}>
          {block(320)}
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * `/app/dashboard`: the operator's day at a glance (docs/product.md §5): headline figures, today's
 * routes on a list and a map, this month's orders by status, kg by class against last month,
 * storage deadlines, expiring documents and the week's failed stops. Every figure links to the
 * list it counts, filtered. Above them, for the admin of a new install, the first-run checklist.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const canSetUp = useCan('settings:update');
  const query = useQuery(dashboardOptions());
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('reports:ui.loadFailed')}
        description={query.error.message}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => query.refetch()}>
            {t('reports:ui.retry')}
          </Button>
        }
        data-testid="dashboard-error"
      />
    );
  const dashboard = query.data;
  return (
    <Flex vertical gap={16} data-testid="dashboard">
      {canSetUp ? <SetupChecklist /> : null}
      <Figures dashboard={dashboard} />
      <TodayRoutes dashboard={dashboard} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <OrdersByStatus dashboard={dashboard} />
        </Col>
        <Col xs={24} lg={12}>
          <KgByClass dashboard={dashboard} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <Deadlines dashboard={dashboard} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Documents dashboard={dashboard} />
        </Col>
        <Col xs={24} xl={8}>
          <FailedStops dashboard={dashboard} />
        </Col>
      </Row>
    </Flex>
  );
}
