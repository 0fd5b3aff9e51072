import { ORDER_STATUSES } from '@recolecta/shared/orders';
import type { Dashboard } from '@recolecta/shared/reports';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { Bar, presetColour, Section } from './section.tsx';

/**
 * This month's orders by status, in the order of their lifecycle: a bar each, linking to the orders
 * list filtered by that status and the month's requested days.
 */
export function OrdersByStatus({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { value } = useLabels('reports', 'orderStatus');
  const number = useNumberFormat();
  const { token } = theme.useToken();
  const counts = new Map(dashboard.ordersByStatus.map((s) => [s.status, s.count]));
  const most = Math.max(1, ...counts.values());
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const { from, to } = dashboard.month;
  return (
    <Section
      title={t('reports:ui.ordersByStatus')}
      testId="orders-by-status"
      empty={total === 0 && t('reports:ui.noOrders')}
      extra={<Link to={`/app/orders?from=${from}&to=${to}`}>{t('reports:ui.viewAll')}</Link>}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(7em, max-content) 1fr 3.5em', rowGap: 4 }}>
        {ORDER_STATUSES.map((status) => {
          const count = counts.get(status) ?? 0;
          const colour = presetColour(ORDER_STATUS_COLOURS[status], token);
          return (
            <Link
              key={status}
              to={`/app/orders?status=${status}&from=${from}&to=${to}`}
              data-testid={`status-${status}`}
              style={{
                display: 'grid',
                gridTemplateColumns: 'subgrid',
                gridColumn: '1 / -1',
                alignItems: 'center',
                columnGap: 12,
                padding: '4px 6px',
                borderRadius: token.borderRadiusSM,
                color: count > 0 ? token.colorText : token.colorTextTertiary,
              }}
            >
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <span
                  style={{ width: 10, height: 10, borderRadius: 5, background: colour, flex: 'none' }}
                  aria-hidden
                />
                {value('orderStatus', status)}
              </span>
              <Bar share={count / most} colour={colour} />
              <span
                style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                data-testid="count"
              >
                {number(count)}
              </span>
            </Link>
          );
        })}
      </div>
    </Section>
  );
}
