import { useCallback, useSyncExternalStore } from 'react';

/** A CSS media query as state; right from the first render, unlike a resize listener set in an effect. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Below Ant Design's `lg` breakpoint the side navigation becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 991.98px)';

/** The system's "reduce motion" setting: the app then draws without animations. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
