import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListParams } from '../../lib/resource-api.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';

export interface ListState {
  page: number;
  pageSize: number;
  sort: string | undefined;
  q: string;
  filters: Record<string, string | undefined>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * A list's view lives in the URL (docs/product.md §7): page, size, sort, search and filters, so a link or a
 * reload shows the same rows. Changing what is shown goes back to page 1.
 */
export function useListParams(options: { defaultSort: string; filterKeys: readonly string[] }) {
  const [params, setParams] = useUrlParams();
  const { defaultSort, filterKeys } = options;

  const state: ListState = useMemo(() => {
    const size = Number(params.get('pageSize'));
    const filters: Record<string, string | undefined> = {};
    for (const key of filterKeys) filters[key] = params.get(key) ?? undefined;
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
      sort: params.get('sort') ?? defaultSort,
      q: params.get('q') ?? '',
      filters,
    };
  }, [params, defaultSort, filterKeys]);

  const update = useCallback(
    (patch: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | number | undefined) => {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          };
          const resetsPage = patch.q !== undefined || patch.filters !== undefined || patch.sort !== undefined;
          if (patch.q !== undefined) put('q', patch.q.trim());
          if (patch.sort !== undefined) put('sort', patch.sort === defaultSort ? undefined : patch.sort);
          if (patch.pageSize !== undefined)
            put('pageSize', patch.pageSize === 20 ? undefined : patch.pageSize);
          for (const [key, value] of Object.entries(patch.filters ?? {})) put(key, value);
          const page = patch.page ?? (resetsPage ? 1 : undefined);
          if (page !== undefined) put('page', page === 1 ? undefined : page);
          return next;
        },
        { replace: false },
      );
    },
    [setParams, defaultSort],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const apiParams: ListParams = useMemo(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort,
      q: state.q || undefined,
      ...state.filters,
    }),
    [state],
  );

  const filtered = Boolean(state.q) || Object.values(state.filters).some(Boolean);
  return { state, update, clear, apiParams, filtered };
}

/**
 * The search box's text, kept apart from the URL's `q` while the user types: typing searches after a
 * pause, `searchNow` (Enter) at once, and a new `q` from elsewhere (back, cleared filters) refills the
 * box. The URL's own answers to what the box sent are not written back into it: on a slow device the
 * answer to an earlier search can arrive after the user has already cleared or changed the text, and
 * writing it back would bring the old search back (and send it again).
 */
export function useSearchBox(q: string, update: (patch: { q: string }) => void) {
  const [search, setSearch] = useState(q);
  const latest = useRef(q);
  latest.current = q;
  /** What the box sent that the URL has not shown yet, oldest first. */
  const sent = useRef<string[]>([]);
  const searchNow = useCallback(
    (value: string) => {
      if (value.trim() !== latest.current) sent.current.push(value.trim());
      update({ q: value });
    },
    [update],
  );
  useEffect(() => {
    const own = sent.current.indexOf(q);
    if (own >= 0) {
      sent.current.splice(0, own + 1);
      return;
    }
    sent.current = [];
    setSearch(q);
  }, [q]);
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => searchNow(search), 350);
    return () => clearTimeout(timer);
  }, [search, q, searchNow]);
  return [search, setSearch, searchNow] as const;
}
