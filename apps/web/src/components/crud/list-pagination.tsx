import type { TablePaginationConfig } from 'antd';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../ltr.tsx';
import { PAGE_SIZES } from './use-list-params.ts';

/** A paged list's pager: the page and its size in the URL, the sizes to choose from, and the total. */
export function useListPagination(
  page: number,
  pageSize: number,
  meta: { total: number; totalCapped?: boolean } | undefined,
): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: page,
    pageSize,
    total: meta?.total ?? 0,
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
          {meta?.totalCapped
            ? t('common:crud.totalCapped', { count: total })
            : t('common:crud.total', { count: total })}
        </Ltr>
      </Typography.Text>
    ),
  };
}
