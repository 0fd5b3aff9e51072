import type { Order } from '@recolecta/shared/orders';
import type { Route, RouteReorderResult } from '@recolecta/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { api } from '../../../lib/api-client.ts';

interface Outcome {
  type: 'success' | 'info' | 'warning';
  text: string;
}

/**
 * Optimising the order of a saved route's stops (`POST /routes/:id/optimize-order`), the locked ones
 * keeping their order: a shorter order replaces the stops, and the outcome says what was found.
 */
export function useStopReorder(
  route: Route | undefined,
  locked: string[],
  value: string[],
  known: Map<string, Order>,
  onChange: ((ids: string[]) => void) | undefined,
) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reorder = useMutation({
    mutationFn: () =>
      api
        .post<{ data: RouteReorderResult }>(`/routes/${route!.id}/optimize-order`, {
          lockedOrderIds: locked.filter((id) => value.includes(id)),
        })
        .then((r) => r.data),
    onSuccess: (result) => {
      if (result.unassigned.length > 0) {
        const orders = result.unassigned.map((u) => known.get(u.orderId)?.number ?? u.orderId).join(', ');
        setOutcome({ type: 'warning', text: t('routes:ui.reorderUnfit', { orders }) });
      } else if (result.distanceKm < result.previousDistanceKm) {
        onChange?.(result.stops);
        setOutcome({
          type: 'success',
          text: t('routes:ui.reorderBetter', {
            km: number(result.distanceKm),
            previous: number(result.previousDistanceKm),
          }),
        });
      } else {
        setOutcome({
          type: 'info',
          text: t('routes:ui.reorderSame', { km: number(result.previousDistanceKm) }),
        });
      }
    },
  });
  return {
    outcome,
    clear: () => setOutcome(null),
    run: () => reorder.mutate(),
    pending: reorder.isPending,
  };
}
