import type { LabelResource } from '@recolecta/shared/labels';
import type { UseQueryOptions } from '@tanstack/react-query';
import { Button, Flex, Input, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListParams, ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { BodyLoading } from './body-loading.tsx';
import { useColumnChoice } from './column-chooser.tsx';
import { ListActions } from './list-actions.tsx';
import { type ListColumn, useTableColumns } from './list-columns.tsx';
import { ListEmpty } from './list-empty.tsx';
import { type ListFilter, useToolbarFilters } from './list-filters.tsx';
import { ListLoadFailed } from './list-load-failed.tsx';
import { useListPagination } from './list-pagination.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { useLabels } from './use-labels.ts';
import { useListParams, useSearchBox } from './use-list-params.ts';
import { useListRows } from './use-list-rows.ts';

export type { ListColumn, ListFilter };

interface ResourceListProps<Item extends Versioned & { archivedAt?: string | null }> {
  api: Pick<ResourceApi<Item, never, never>, 'path' | 'listOptions'>;
  labels: LabelResource;
  columns: ListColumn<Item>[];
  defaultSort: string;
  filters?: ListFilter[];
  /** Where a row leads: its edit page. */
  editPath: (item: Item) => string;
  addPath?: string;
  canCreate: boolean;
  /** The column the row link sits on. */
  linkColumn: string;
  /**
   * While no search or filter is set, the rows of this query replace the server's pages: the whole
   * catalog at once, rows with `children` shown as a tree (the wastes). Columns then sort in the
   * browser, at every level; a search or filter goes back to the server's paginated list.
   */
  unfilteredRows?: UseQueryOptions<Item[], Error, Item[], readonly unknown[]>;
  /** Whether the resource archives rows, and so offers the archived filter (default true). */
  archivable?: boolean;
  /** More buttons beside the export, given the list's current API filters (print the listed labels). */
  toolbar?: (params: ListParams) => ReactNode;
  /** Rows may be ticked for bulk actions: the ticked ids, and what to do when they change. */
  selection?: { selected: string[]; onChange: (ids: string[], items: Item[]) => void };
  /** A date range filter over two list parameters (`from`, `to`, as `YYYY-MM-DD`), kept in the URL. */
  dateRange?: { from: string; to: string; label: string };
  /** Parameters every request of the list carries, not shown as filters (a parent's id). */
  fixedParams?: ListParams;
}

/**
 * The list of docs/product.md §7: server-side pages, sort and search, filters in the URL, column choice, export
 * of the whole filtered set, loading, empty and error states. Each resource only declares its columns.
 */
export function ResourceList<Item extends Versioned & { archivedAt?: string | null }>(
  props: ResourceListProps<Item>,
) {
  const { api, columns, filters = [], defaultSort } = props;
  const { t } = useTranslation();
  const { field } = useLabels(props.labels);
  const navigate = useNavigate();
  const range = props.dateRange;
  const filterKeys = useMemo(
    () => [...filters.map((f) => f.key), ...(range ? [range.from, range.to] : []), 'archived'],
    [filters, range],
  );
  const list = useListParams({ defaultSort, filterKeys });
  const { state, update, clear, filtered } = list;
  // A list within a parent (a school's patients) adds the parent's filter to every request.
  const apiParams = props.fixedParams ? { ...list.apiParams, ...props.fixedParams } : list.apiParams;
  const { whole, paged, query, rows } = useListRows(
    api,
    apiParams,
    state.page,
    props.unfilteredRows,
    filtered,
  );
  // Typing searches after a pause; Enter searches at once.
  const [search, setSearch, searchNow] = useSearchBox(state.q, update);

  const titled = columns.map((c) => ({ ...c, title: c.title ?? field(c.key) }));
  const { hidden, toggle } = useColumnChoice(api.path, columns);
  const [sortField, sortDir] = (state.sort ?? defaultSort).split(':');

  const tableColumns = useTableColumns<Item>({
    columns: titled,
    hidden,
    sort: [sortField, sortDir],
    whole,
    linkColumn: props.linkColumn,
    editPath: props.editPath,
  });

  const pagination = useListPagination(state.page, state.pageSize, paged.data?.meta);
  const empty = (
    <ListEmpty filtered={filtered} onClear={clear} addPath={props.canCreate ? props.addPath : undefined} />
  );

  const { toolbarFilters, searchPlaceholder, searchWidth } = useToolbarFilters({
    filters,
    range,
    archivable: props.archivable !== false,
    state,
    update,
    field,
  });
  return (
    <Flex vertical gap={16}>
      <ListToolbar
        search={
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={searchNow}
            placeholder={searchPlaceholder}
            aria-label={t('common:crud.search')}
            style={{ width: searchWidth }}
            data-testid="list-search"
          />
        }
        searchWidth={searchWidth}
        filters={toolbarFilters}
        clear={
          filtered ? (
            <Button type="link" onClick={clear}>
              {t('common:crud.clearFilters')}
            </Button>
          ) : null
        }
        actions={
          <ListActions
            columns={titled}
            hidden={hidden}
            onToggle={toggle}
            path={api.path}
            params={apiParams}
            extra={props.toolbar?.(apiParams)}
            addPath={props.canCreate ? props.addPath : undefined}
          />
        }
      />
      {query.isError && !rows ? (
        <ListLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <BodyLoading spinning={query.isFetching}>
          <Table<Item>
            // A tree opens fully once its rows are in; the remount applies `defaultExpandAllRows`.
            key={whole ? (rows ? 'whole' : 'whole-loading') : 'paged'}
            rowKey="id"
            size="middle"
            columns={tableColumns}
            dataSource={rows ?? []}
            expandable={whole ? { defaultExpandAllRows: true, indentSize: 24 } : undefined}
            rowSelection={
              props.selection
                ? {
                    selectedRowKeys: props.selection.selected,
                    onChange: (keys, items) =>
                      props.selection?.onChange(
                        keys.map(String),
                        // Rows ticked on another page are kept by id; antd has no row for them here.
                        items.filter((item): item is Item => Boolean(item)),
                      ),
                    preserveSelectedRowKeys: true,
                    // Kept in view with the first column.
                    fixed: true,
                  }
                : undefined
            }
            locale={{ emptyText: query.isPending ? ' ' : empty }}
            scroll={{ x: 'max-content' }}
            onRow={(item) => ({
              onClick: (event) => {
                // Ticking a row's box selects it, it does not open it.
                if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
                navigate(props.editPath(item));
              },
              // An archived row says so with its tag; fading it would drop its text below 4.5:1.
              style: { cursor: 'pointer' },
            })}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort') {
                const s = sorter as SorterResult<Item>;
                update({
                  sort: s.order
                    ? `${String(s.columnKey)}:${s.order === 'ascend' ? 'asc' : 'desc'}`
                    : defaultSort,
                });
              } else if (extra.action === 'paginate') {
                update({ page: pagination.current, pageSize: pagination.pageSize });
              }
            }}
            pagination={whole ? false : pagination}
          />
        </BodyLoading>
      )}
    </Flex>
  );
}
