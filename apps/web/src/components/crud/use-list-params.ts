import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../lib/resource-api.ts';

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
  const [params, setParams] = useSearchParams();
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
 * pause, and a new `q` (back, a cleared filter) refills the box. `searchNow` is for Enter.
 */
export function useSearchBox(q: string, update: (patch: { q: string }) => void) {
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search }), 350);
    return () => clearTimeout(timer);
  }, [search, q, update]);
  return [search, setSearch] as const;
}
