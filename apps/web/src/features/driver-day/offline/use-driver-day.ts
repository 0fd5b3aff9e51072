import type { DriverAction, DriverDay } from '@recolecta/shared/driver';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../../lib/access.ts';
import { reportHttpError } from '../../../lib/api-client.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { fetchDriverDay, newActionId, sendDriverAction } from '../api/driver-api.ts';
import { loadSavedDay, queueOf, type SavedDay, saveDay } from './action-queue.ts';
import { applyAction, type LocalDay, localDay } from './local-day.ts';

/** How often the queue tries again while something waits. */
export const RETRY_MS = 10_000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An act as the page makes it; the id and the time are added when it is queued. */
export type NewAction = DistributiveOmit<DriverAction, 'id' | 'at'>;

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it has a network. */
export function useOnline() {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * The driver's day as the page shows it: the server's (or, without the network, the copy saved on
 * the phone) with the acts still waiting applied; the queue that sends them; and `act` to make one.
 */
export function useDriverDay() {
  const me = useCurrentUser();
  const client = useQueryClient();
  const queue = queueOf(me.id, sendDriverAction);
  const state = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const online = useOnline();
  const key = useMemo(() => ['driver', 'day', me.id] as const, [me.id]);
  const [saved, setSaved] = useState<SavedDay | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    loadSavedDay(me.id).then(
      (found) => live && setSaved(found ?? null),
      () => live && setSaved(null),
    );
    return () => {
      live = false;
    };
  }, [me.id]);

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const day = await fetchDriverDay(signal);
      await saveDay(me.id, day).catch(() => undefined);
      return day;
    },
    staleTime: 0,
  });

  const { error } = query;
  useEffect(() => {
    if (isHttpError(error) && error.kind === 'unauthenticated') reportHttpError(error);
  }, [error]);

  // An accepted act becomes part of the day at once (with the server's folio); once the queue is
  // empty the day is fetched again, now holding everything.
  useEffect(
    () =>
      queue.listen((event) => {
        if (event.type === 'signed-out') {
          reportHttpError(event.error);
        } else if (event.type === 'drained') {
          void client.invalidateQueries({ queryKey: key });
        } else {
          const update = (day: DriverDay) => applyAction(day, event.action, event.result);
          const current = client.getQueryData<DriverDay>(key);
          if (current) client.setQueryData<DriverDay>(key, update(current));
          setSaved((last) => {
            const next = last ? { ...last, day: update(last.day) } : last;
            const base = current ? update(current) : next?.day;
            if (base) void saveDay(me.id, base).catch(() => undefined);
            return next;
          });
        }
      }),
    [queue, client, key, me.id],
  );

  // The loop: right away, when the network returns, and every few seconds while acts wait.
  useEffect(() => {
    const tick = () => {
      if (navigator.onLine && queue.getSnapshot().queued.length > 0) void queue.flush();
    };
    const back = () => {
      tick();
      if (queue.getSnapshot().queued.length === 0) void client.invalidateQueries({ queryKey: key });
    };
    void queue.ready.then(tick);
    window.addEventListener('online', back);
    const timer = window.setInterval(tick, RETRY_MS);
    return () => {
      window.removeEventListener('online', back);
      window.clearInterval(timer);
    };
  }, [queue, client, key]);

  const base = query.data ?? saved?.day;
  const day: LocalDay | undefined = useMemo(
    () =>
      base
        ? localDay(
            base,
            state.queued.map((row) => row.action),
          )
        : undefined,
    [base, state.queued],
  );

  const act = useCallback(
    (action: NewAction) =>
      queue.enqueue({ ...action, id: newActionId(), at: new Date().toISOString() } as DriverAction),
    [queue],
  );

  return {
    day,
    /** Shown from the phone's copy because the server could not be reached: when it was saved. */
    savedAt: !query.data && saved ? saved.savedAt : null,
    loading: !base && (query.isPending || saved === undefined),
    retry: () => void query.refetch(),
    queue: state,
    online,
    act,
    sendNow: () => void queue.flush(),
    dismiss: (id: string) => void queue.dismiss(id),
  };
}
