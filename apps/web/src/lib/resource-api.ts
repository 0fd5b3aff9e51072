import type { AuditEntry } from '@recolecta/shared/audit';
import type { TransitionRecord } from '@recolecta/shared/lifecycle';
import type { PageMeta } from '@recolecta/shared/pagination';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type ListParams = Record<string, string | number | undefined>;

export interface ListAnswer<Item> {
  data: Item[];
  meta: PageMeta;
}

/** The most `everyPage` reads: a day's orders to plan stay far below it. */
export const EVERY_PAGE_LIMIT = 2_000;

/**
 * Every page of a list, read by its `next` cursors (100 rows a request) up to `limit` rows, for a
 * picker that must offer the whole set (a day's orders waiting for a route), not its first page. A list
 * that answers no cursor is read by page number while its count says more rows remain.
 */
export async function everyPage<Item>(
  path: string,
  query: ListParams,
  signal?: AbortSignal,
  limit = EVERY_PAGE_LIMIT,
): Promise<ListAnswer<Item>> {
  const data: Item[] = [];
  let next: { after?: string; page?: number } | null = {};
  let meta: PageMeta | undefined;
  for (let page = 1; next && data.length < limit; page++) {
    const answer: ListAnswer<Item> = await api.get<ListAnswer<Item>>(path, {
      query: { ...query, pageSize: 100, ...next },
      signal,
    });
    data.push(...answer.data);
    meta = answer.meta;
    const more = answer.data.length > 0 && (meta.totalCapped || data.length < meta.total);
    next = meta.next ? { after: meta.next } : more ? { page: page + 1 } : null;
  }
  return { data, meta: meta! };
}

export interface Versioned {
  id: string;
  version: number;
}

/**
 * The fetch calls, query options and mutations of one `/api/v1/<path>` resource (docs/product.md §7). Every
 * mutation invalidates through the same keys the queries use, so lists and detail pages refresh.
 */
export function resourceApi<Item extends Versioned, Create, Update>(path: string) {
  const keys = {
    all: [path] as const,
    list: (params: ListParams) => [path, 'list', params] as const,
    detail: (id: string) => [path, 'detail', id] as const,
    history: (id: string) => [path, 'history', id] as const,
    transitions: (id: string) => [path, 'transitions', id] as const,
  };

  const listOptions = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => api.get<ListAnswer<Item>>(`/${path}`, { query: params, signal }),
      // The table keeps showing the previous page while the next loads, instead of flashing empty.
      placeholderData: keepPreviousData,
    });

  const detailOptions = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => api.get<{ data: Item }>(`/${path}/${id}`, { signal }).then((r) => r.data),
      staleTime: 0,
    });

  const historyOptions = (id: string) =>
    queryOptions({
      queryKey: keys.history(id),
      queryFn: ({ signal }) =>
        api.get<ListAnswer<AuditEntry>>(`/${path}/${id}/history`, { query: { pageSize: 50 }, signal }),
      staleTime: 0,
    });

  /** A lifecycle's moves taken so far, newest first (`GET /x/:id/transitions`). */
  const transitionsOptions = (id: string) =>
    queryOptions({
      queryKey: keys.transitions(id),
      queryFn: ({ signal }) =>
        api.get<{ data: TransitionRecord[] }>(`/${path}/${id}/transitions`, { signal }).then((r) => r.data),
      staleTime: 0,
    });

  function useInvalidate() {
    const client = useQueryClient();
    return (item?: Item) => {
      if (item) client.setQueryData(keys.detail(item.id), item);
      return client.invalidateQueries({ queryKey: keys.all });
    };
  }

  function useCreate() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (body: Create) => api.post<{ data: Item }>(`/${path}`, body).then((r) => r.data),
      onSuccess: (item) => invalidate(item),
    });
  }

  function useUpdate(id: string) {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (body: Update) => api.patch<{ data: Item }>(`/${path}/${id}`, body).then((r) => r.data),
      onSuccess: (item) => invalidate(item),
    });
  }

  function useRemove() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (id: string) =>
        api
          .del<{ data: { id: string; outcome: 'deleted' | 'archived' } }>(`/${path}/${id}`)
          .then((r) => r.data),
      onSuccess: () => invalidate(),
    });
  }

  function useArchiveToggle() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: ({ item, action }: { item: Item; action: 'archive' | 'restore' }) =>
        api
          .post<{ data: Item }>(`/${path}/${item.id}/${action}`, { version: item.version })
          .then((r) => r.data),
      onSuccess: (item) => invalidate(item),
    });
  }

  /** Takes a lifecycle's move by name with the version read (`POST /x/:id/transitions/:name`). */
  function useTransition() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: ({
        item,
        name,
        reason,
        input,
      }: {
        item: Item;
        name: string;
        reason?: string | null;
        /** What a transition that takes an input is given (the kg weighed at a collection). */
        input?: unknown;
      }) =>
        api
          .post<{ data: Item }>(`/${path}/${item.id}/transitions/${encodeURIComponent(name)}`, {
            version: item.version,
            reason: reason || null,
            ...(input === undefined ? {} : { input }),
          })
          .then((r) => r.data),
      onSuccess: (item) => invalidate(item),
    });
  }

  return {
    path,
    keys,
    listOptions,
    detailOptions,
    historyOptions,
    transitionsOptions,
    useCreate,
    useUpdate,
    useRemove,
    useArchiveToggle,
    useTransition,
  };
}

export type ResourceApi<Item extends Versioned, Create, Update> = ReturnType<
  typeof resourceApi<Item, Create, Update>
>;
