import type { Dashboard } from '@recolecta/shared/reports';
import { Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { ROUTE_COLOURS, RouteMap } from '../../../components/map/route-map.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { ROUTE_STATUS_COLOURS } from '../../../components/routes/route-status.ts';
import { Bar, Section } from './section.tsx';

const colourOf = (n: number) => ROUTE_COLOURS[n % ROUTE_COLOURS.length]!;

/**
 * Today's routes: each with its progress (stops served of all, failures apart), linking to the
 * route, and all of them on one map in the same colours, served stops faded.
 */
export function TodayRoutes({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { value } = useLabels('reports', 'orderStatus');
  const { token } = theme.useToken();
  const routes = dashboard.routes;
  return (
    <Section
      title={t('reports:ui.todayRoutes')}
      testId="today-routes"
      empty={routes.length === 0 && t('reports:ui.noRoutes')}
      extra={
        <Link to={`/app/routes?from=${dashboard.today}&to=${dashboard.today}`}>
          {t('reports:ui.viewAll')}
        </Link>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Flex
            vertical
            gap={12}
            style={{ maxHeight: 320, overflowY: 'auto' }}
            data-testid="today-route-list"
          >
            {routes.map((route, n) => (
              <Flex
                vertical
                gap={4}
                key={route.id}
                data-testid="today-route"
                style={{ borderInlineStart: `4px solid ${colourOf(n)}`, paddingInlineStart: 10 }}
              >
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Link to={`/app/routes/edit/${route.id}`} style={{ fontWeight: 600 }}>
                    {route.number}
                  </Link>
                  <StatusTag group="routeStatus" value={route.status} colours={ROUTE_STATUS_COLOURS} />
                </Flex>
                <Typography.Text type="secondary" ellipsis={{ tooltip: true }}>
                  {route.driverName} · {route.vehiclePlate}
                </Typography.Text>
                <Bar share={route.stops > 0 ? route.done / route.stops : 0} colour={colourOf(n)} height={8} />
                <Flex gap={8} align="center" wrap style={{ fontSize: token.fontSizeSM }}>
                  <span data-testid="route-progress">
                    {t('reports:ui.progress', { done: route.done, stops: route.stops })}
                  </span>
                  {route.failed > 0 ? (
                    <Tag color="red" data-testid="route-failed">
                      {t('reports:ui.failedCount', { count: route.failed })}
                    </Tag>
                  ) : null}
                </Flex>
              </Flex>
            ))}
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <RouteMap
            height={320}
            label={t('reports:ui.mapLabel')}
            routes={routes.map((route, n) => ({
              id: route.id,
              colour: colourOf(n),
              stops: route.points.map((p, i) => ({
                id: String(i),
                latitude: p.latitude,
                longitude: p.longitude,
                label: `${p.siteName} · ${value('orderStatus', p.status)}`,
                done: ['collected', 'received', 'closed', 'failed', 'cancelled'].includes(p.status),
              })),
            }))}
          />
        </Col>
      </Row>
    </Section>
  );
}
