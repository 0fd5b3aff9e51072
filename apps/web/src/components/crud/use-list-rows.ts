import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListParams, ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { useListCursors } from './use-list-cursors.ts';

const NO_ROWS = { queryKey: ['none'], queryFn: () => [] };

/**
 * The rows a list shows: the server's page for the list's parameters (its cursor remembered for the
 * next page), or, given `unfilteredRows` while no search or filter is set, that query's whole catalog at once.
 */
export function useListRows<Item extends Versioned>(
  api: Pick<ResourceApi<Item, never, never>, 'listOptions'>,
  apiParams: ListParams,
  page: number,
  unfilteredRows: UseQueryOptions<Item[], Error, Item[], readonly unknown[]> | undefined,
  filtered: boolean,
) {
  const whole = Boolean(unfilteredRows) && !filtered;
  const cursors = useListCursors(apiParams, page);
  const paged = useQuery({ ...api.listOptions(cursors.params), enabled: !whole });
  // The answer shown while the next page loads is the previous page's: its cursor is not this page's.
  const { remember } = cursors;
  useEffect(() => {
    if (!paged.isPlaceholderData) remember(paged.data?.meta.next);
  }, [paged.data, paged.isPlaceholderData, remember]);
  const wholeQuery = useQuery({ ...(unfilteredRows ?? NO_ROWS), enabled: whole });
  const query = whole ? wholeQuery : paged;
  const rows = whole ? wholeQuery.data : paged.data?.data;
  return { whole, paged, query, rows };
}
