import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLtrField, Ltr } from '../ltr.tsx';

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

/**
 * A list's columns as the table shows them: the chosen ones, sorted by the server (or, over the whole
 * catalog, in the browser), values written left to right where they read so, and the row link with
 * the archived tag on `linkColumn`.
 */
export function useTableColumns<Item extends { archivedAt?: string | null }>({
  columns,
  hidden,
  sort: [sortField, sortDir],
  whole,
  linkColumn,
  editPath,
}: {
  columns: (ListColumn<Item> & { title: string })[];
  hidden: string[];
  sort: [string | undefined, string | undefined];
  whole: boolean;
  linkColumn: string;
  editPath: (item: Item) => string;
}): ColumnsType<Item> {
  const { t } = useTranslation();
  // The first column (the row's name and link) stays in view while the others scroll sideways.
  return columns
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
        if (c.key !== linkColumn) return content;
        return (
          <Flex gap={6} align="center">
            <Link to={editPath(item)} onClick={(e) => e.stopPropagation()}>
              {content}
            </Link>
            {item.archivedAt ? <Tag>{t('common:crud.archivedBadge')}</Tag> : null}
          </Flex>
        );
      },
    }));
}
