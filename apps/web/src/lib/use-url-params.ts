import { useCallback, useLayoutEffect, useRef } from 'react';
import { createSearchParams, type SetURLSearchParams, useSearchParams } from 'react-router';

/**
 * react-router's `useSearchParams`, except that the setter's functional form is handed the URL as the
 * last change left it. react-router hands it the copy of the render that made the callback, so a second
 * change made before React has drawn the first (a slow phone, a quick user: clear the search, then pick
 * a filter) was built on the older URL and brought back what the first change had removed. Every page
 * that changes its query string goes through this hook (architecture.test.ts).
 */
export function useUrlParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A new URL from elsewhere (a link, back, forward) becomes the base once it is drawn.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const set: SetURLSearchParams = useCallback(
    (nextInit, options) => {
      const next = createSearchParams(
        typeof nextInit === 'function' ? nextInit(new URLSearchParams(latest.current)) : nextInit,
      );
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, set];
}
