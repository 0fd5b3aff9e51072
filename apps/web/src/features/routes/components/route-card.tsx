import { planRoute, type Route } from '@recolecta/shared/routes';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Column } from './board-column.tsx';
import type { Stop } from './board-stop.ts';
import { StopCard } from './stop-card.tsx';

/**
 * One planned route on the dispatch board: its stops as they stand on the board, with the times,
 * distance and load recomputed at once, a warning on a late stop or an overload, and its own save.
 */
export function RouteCard({
  route,
  colour,
  ids,
  stops,
  saving,
  onSave,
  onMove,
}: {
  route: Route;
  colour: string;
  /** The orders in the route's column, in order. */
  ids: string[];
  stops: Map<string, Stop>;
  saving: boolean;
  onSave: () => void;
  onMove: (id: string, step: -1 | 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const points = ids.map((id) => stops.get(id)).filter((s): s is Stop => s !== undefined);
  const plan = planRoute(route.startTime, route.startStore, points, route.endStore);
  const kg = Math.round(points.reduce((sum, s) => sum + s.kg, 0) * 10) / 10;
  const over = route.capacityKg !== null && kg > route.capacityKg;
  const dirty = ids.join() !== route.stops.map((s) => s.orderId).join();
  return (
    <Card
      size="small"
      style={{
        width: 300,
        flex: 'none',
        borderTop: `4px solid ${colour}`,
      }}
      title={`${route.number} · ${route.vehiclePlate}`}
      extra={
        <Button
          size="small"
          type="primary"
          disabled={!dirty}
          loading={saving}
          onClick={onSave}
          data-testid={`board-save-${route.number}`}
        >
          {t('common:crud.save')}
        </Button>
      }
      data-testid={`board-route-${route.number}`}
    >
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
        {route.driverName} · {route.startTime}–{plan.endTime} · {plan.distanceKm} km ·{' '}
        <Typography.Text type={over ? 'danger' : 'secondary'} data-testid="board-load">
          {t('routes:ui.capacity', { load: `${kg} kg`, capacity: `${route.capacityKg ?? '—'} kg` })}
        </Typography.Text>
      </Typography.Text>
      {over ? (
        <Alert
          type="error"
          showIcon
          title={t('routes:validation.overKg', { load: kg, capacity: route.capacityKg })}
        />
      ) : null}
      <Column id={route.id} ids={ids}>
        {points.map((stop, i) => (
          <StopCard
            key={stop.id}
            stop={stop}
            note={`${i + 1}. ${plan.stops[i]?.arrival ?? ''}`}
            late={plan.stops[i]?.late}
            onMove={(step) => onMove(stop.id, step)}
            disabled={saving}
          />
        ))}
      </Column>
    </Card>
  );
}
