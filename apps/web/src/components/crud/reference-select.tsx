import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import type { ListAnswer, ListParams } from '../../lib/resource-api.ts';

interface Referable {
  id: string;
  archivedAt?: string | null;
}

export type ReferenceSelectProps<Item extends Referable> = Omit<
  SelectProps<string | string[]>,
  'options' | 'onSearch' | 'filterOption' | 'loading' | 'showSearch'
> & {
  /** The resource under `/api/v1` the choices come from, e.g. `containers`. */
  path: string;
  /** Extra list filters, e.g. `{ level: 'top' }`. */
  params?: ListParams;
  optionLabel: (item: Item) => string;
  /** Rows that may not be chosen (the record itself, say). */
  exclude?: (item: Item) => boolean;
};

/**
 * A picker of another resource's rows. Archived rows are not offered; one already chosen still shows
 * by name (fetched on its own, marked archived). Typing searches on the server, so a catalog larger
 * than one page stays reachable.
 */
export function ReferenceSelect<Item extends Referable>(props: ReferenceSelectProps<Item>) {
  const { path, params, optionLabel, exclude, value, ...rest } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = { pageSize: 100, archived: 'exclude', sort: 'code:asc', ...params, q: q || undefined };
  const choices = useQuery({
    // Under the resource's own key, so its changes refresh the pickers too.
    queryKey: [path, 'options', query],
    queryFn: ({ signal }) => api.get<ListAnswer<Item>>(`/${path}`, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const selected = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const listed = choices.data?.data ?? [];
  const missing = choices.isSuccess ? selected.filter((id) => !listed.some((item) => item.id === id)) : [];
  const extra = useQueries({
    queries: missing.map((id) => ({
      queryKey: [path, 'detail', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<{ data: Item }>(`/${path}/${id}`, { signal }).then((r) => r.data),
      staleTime: 30_000,
    })),
  });
  const extraItems = extra.flatMap((r) => (r.data ? [r.data] : []));

  const label = (item: Item) =>
    item.archivedAt ? `${optionLabel(item)} (${t('common:crud.archivedBadge')})` : optionLabel(item);
  const offered = listed.filter((item) => !exclude?.(item) || selected.includes(item.id));
  const options = [...extraItems, ...offered].map((item) => ({
    value: item.id,
    label: label(item),
    title: label(item),
  }));

  return (
    <Select<string | string[]>
      {...rest}
      value={value}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
        rest.onOpenChange?.(open);
      }}
      loading={choices.isFetching}
      options={options}
    />
  );
}
