import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { LabelResource } from '@recolecta/shared/labels';
import { folded } from '@recolecta/shared/text';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Flex, Input, Select, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ListParams, ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { isLtrField, Ltr } from '../ltr.tsx';
import { BodyLoading } from './body-loading.tsx';
import { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ListToolbar, type ToolbarFilter } from './list-toolbar.tsx';
import { textWidth, widestText } from './text-width.ts';
import { useLabels } from './use-labels.ts';
import { useListCursors } from './use-list-cursors.ts';
import { PAGE_SIZES, useListParams, useSearchBox } from './use-list-params.ts';

export interface ListColumn<Item> {
  /** The item's field; also the API's sort field when `sortable`. */
  key: string;
  title?: string;
  sortable?: boolean;
  defaultHidden?: boolean;
  width?: number;
  /** Kept in view while the table scrolls sideways (the row link, row actions). */
  fixed?: 'left' | 'right';
  /**
   * Values written left to right in a right-to-left page too (a phone, a plate, a code); by default the
   * columns `isLtrField` names (ltr.tsx).
   */
  ltr?: boolean;
  render?: (item: Item) => ReactNode;
}

/** Above this many choices a filter's select takes typing to narrow them. */
const SEARCHABLE_FILTER = 8;

export interface ListFilter {
  key: string;
  label: string;
  /** A label may be more than text (a colour's dot); `title` then names it for search and tests. */
  options: { value: string; label: ReactNode; title?: string }[];
  /** Typing narrows the choices (a catalog's rows: clients, sites); by default past eight choices. */
  searchable?: boolean;
}

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

const NO_ROWS = { queryKey: ['none'], queryFn: () => [] };

type Sortable = string | number | boolean | null | undefined;

/** Compares one field of two rows as a person would: numbers by value, text by its letters, empty last. */
function compareField(key: string) {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return (a: object, b: object) => {
    const x = (a as Record<string, Sortable>)[key];
    const y = (b as Record<string, Sortable>)[key];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return collator.compare(String(x), String(y));
  };
}

const ARCHIVED = ['exclude', 'include', 'only'] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The list of docs/product.md §7: server-side pages, sort and search, filters in the URL, column choice, export
 * of the whole filtered set, loading, empty and error states. Each resource only declares its columns.
 */
export function ResourceList<Item extends Versioned & { archivedAt?: string | null }>(
  props: ResourceListProps<Item>,
) {
  const { api, columns, filters = [], defaultSort } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
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
  const whole = Boolean(props.unfilteredRows) && !filtered;
  const cursors = useListCursors(apiParams, state.page);
  const paged = useQuery({ ...api.listOptions(cursors.params), enabled: !whole });
  // The answer shown while the next page loads is the previous page's: its cursor is not this page's.
  const { remember } = cursors;
  useEffect(() => {
    if (!paged.isPlaceholderData) remember(paged.data?.meta.next);
  }, [paged.data, paged.isPlaceholderData, remember]);
  const wholeQuery = useQuery({ ...(props.unfilteredRows ?? NO_ROWS), enabled: whole });
  const query = whole ? wholeQuery : paged;
  const rows = whole ? wholeQuery.data : paged.data?.data;
  // Typing searches after a pause; Enter searches at once.
  const [search, setSearch, searchNow] = useSearchBox(state.q, update);

  const titled = columns.map((c) => ({ ...c, title: c.title ?? field(c.key) }));
  const { hidden, toggle } = useColumnChoice(api.path, columns);
  const [sortField, sortDir] = (state.sort ?? defaultSort).split(':');

  // The first column (the row's name and link) stays in view while the others scroll sideways.
  const tableColumns: ColumnsType<Item> = titled
    .filter((c) => !hidden.includes(c.key))
    .map((c, index) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      fixed: c.fixed ?? (index === 0 ? ('left' as const) : undefined),
      sorter: c.sortable && whole ? compareField(c.key) : c.sortable,
      sortOrder: c.sortable && sortField === c.key ? (sortDir === 'asc' ? 'ascend' : 'descend') : null,
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_: unknown, item: Item) => {
        const value = c.render
          ? c.render(item)
          : (((item as Record<string, unknown>)[c.key] as ReactNode) ?? '—');
        const content = (c.ltr ?? isLtrField(c.key)) ? <Ltr>{value}</Ltr> : value;
        if (c.key !== props.linkColumn) return content;
        return (
          <Flex gap={6} align="center">
            <Link to={props.editPath(item)} onClick={(e) => e.stopPropagation()}>
              {content}
            </Link>
            {item.archivedAt ? <Tag>{t('common:crud.archivedBadge')}</Tag> : null}
          </Flex>
        );
      },
    }));

  const empty = (
    <Empty
      description={filtered ? t('common:crud.emptyFiltered') : t('common:crud.emptyTitle')}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    >
      {filtered ? (
        <Button onClick={clear}>{t('common:crud.clearFilters')}</Button>
      ) : props.canCreate && props.addPath ? (
        <Link to={props.addPath}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('common:crud.add')}
          </Button>
        </Link>
      ) : null}
    </Empty>
  );

  // Each control as wide as its placeholder and its longest option: nothing in the bar is cut.
  const font = `${token.fontSize}px ${token.fontFamily}`;
  const fit = (texts: string[]) => clamp(Math.ceil(widestText(texts, font)) + 48, 120, 300);
  const searchPlaceholder = t('common:crud.searchPlaceholder');
  const searchWidth = clamp(Math.ceil(textWidth(searchPlaceholder, font)) + 90, 220, 440);
  const optionText = (o: ListFilter['options'][number]) =>
    o.title ?? (typeof o.label === 'string' ? o.label : String(o.value));
  const archivedOptions = ARCHIVED.map((a) => ({ value: a, label: t(`common:crud.archived.${a}`) }));
  const toolbarFilters: ToolbarFilter[] = filters.map((filter) => {
    const width = fit([filter.label, ...filter.options.map(optionText)]);
    return {
      key: filter.key,
      label: filter.label,
      width,
      active: state.filters[filter.key] !== undefined,
      render: (place) => (
        <Select
          allowClear
          placeholder={filter.label}
          aria-label={filter.label}
          value={state.filters[filter.key]}
          onChange={(value?: string) => update({ filters: { [filter.key]: value } })}
          options={filter.options}
          // A long list of choices (the clients, their sites) is searched by typing.
          showSearch={
            (filter.searchable ?? filter.options.length > SEARCHABLE_FILTER)
              ? {
                  filterOption: (input, option) =>
                    option ? folded(optionText(option)).includes(folded(input)) : false,
                }
              : false
          }
          style={{ width: place === 'bar' ? width : '100%' }}
          data-testid={`filter-${filter.key}`}
        />
      ),
    };
  });
  if (range) {
    const placeholders: [string, string] = [field(range.from), field(range.to)];
    const width = Math.ceil(2 * widestText([...placeholders, '00/00/0000'], font)) + 92;
    toolbarFilters.push({
      key: 'dateRange',
      label: range.label,
      width,
      active: Boolean(state.filters[range.from] || state.filters[range.to]),
      render: (place) => (
        <DatePicker.RangePicker
          aria-label={range.label}
          placeholder={placeholders}
          allowEmpty={[true, true]}
          value={[
            state.filters[range.from] ? dayjs(state.filters[range.from]) : null,
            state.filters[range.to] ? dayjs(state.filters[range.to]) : null,
          ]}
          onChange={(dates) =>
            update({
              filters: {
                [range.from]: dates?.[0]?.format('YYYY-MM-DD'),
                [range.to]: dates?.[1]?.format('YYYY-MM-DD'),
              },
            })
          }
          style={{ width: place === 'bar' ? width : '100%' }}
          data-testid="filter-date-range"
        />
      ),
    });
  }
  if (props.archivable !== false) {
    const label = t('common:crud.archivedFilter');
    const width = fit(archivedOptions.map((o) => o.label));
    toolbarFilters.push({
      key: 'archived',
      label,
      width,
      active: state.filters.archived !== undefined,
      render: (place) => (
        <Select
          aria-label={label}
          value={(state.filters.archived as (typeof ARCHIVED)[number] | undefined) ?? 'exclude'}
          onChange={(value) => update({ filters: { archived: value === 'exclude' ? undefined : value } })}
          options={archivedOptions}
          style={{ width: place === 'bar' ? width : '100%' }}
          data-testid="filter-archived"
        />
      ),
    });
  }

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
          <>
            <ColumnChooser columns={titled} hidden={hidden} onToggle={toggle} />
            <ExportMenu path={api.path} params={apiParams} />
            {props.toolbar?.(apiParams)}
            {props.canCreate && props.addPath ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(props.addPath!)}
                data-testid="add"
              >
                {t('common:crud.add')}
              </Button>
            ) : null}
          </>
        }
      />
      {query.isError && !rows ? (
        <Alert
          type="error"
          showIcon
          message={t('common:crud.loadFailed')}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => query.refetch()}>
              {t('common:crud.retry')}
            </Button>
          }
        />
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
            pagination={
              whole
                ? false
                : {
                    current: state.page,
                    pageSize: state.pageSize,
                    total: paged.data?.meta.total ?? 0,
                    // "20 / página" reads left to right in a right-to-left page too (docs/product.md §5).
                    showSizeChanger: {
                      labelRender: ({ label }) => <Ltr>{label}</Ltr>,
                      optionRender: ({ label }) => <Ltr>{label}</Ltr>,
                    },
                    pageSizeOptions: PAGE_SIZES.map(String),
                    // Counts stop at a cap on large tables: say so rather than show a wrong figure.
                    showTotal: (total) => (
                      <Typography.Text type="secondary">
                        <Ltr>
                          {paged.data?.meta.totalCapped
                            ? t('common:crud.totalCapped', { count: total })
                            : t('common:crud.total', { count: total })}
                        </Ltr>
                      </Typography.Text>
                    ),
                  }
            }
          />
        </BodyLoading>
      )}
    </Flex>
  );
}
