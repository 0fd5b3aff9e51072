import { useCallback, useRef } from 'react';
import type { ListParams } from '../../lib/resource-api.ts';

/** Where a page's cursor is kept: the page number and the rest of the query, which the cursor is valid for. */
export function cursorKey(params: ListParams, page: number): string {
  const { page: _page, after: _after, ...rest } = params;
  return `${page}:${JSON.stringify(rest)}`;
}

/**
 * Remembers the `meta.next` of each page read, so that "next" asks for page N + 1 after page N's last
 * row (`after=`): a range scan on the sort index, as cheap as the first page, where OFFSET walks the
 * index up to the page (docs/performance.md, "Lists at any size"). A page opened directly (a link, a
 * jump in the pager) has no cursor yet and is read by its number.
 */
export function useListCursors(params: ListParams, page: number) {
  const cursors = useRef(new Map<string, string>());
  const after = cursors.current.get(cursorKey(params, page));
  const remember = useCallback(
    (next: string | null | undefined) => {
      if (next) cursors.current.set(cursorKey(params, page + 1), next);
    },
    [params, page],
  );
  return { params: after ? { ...params, after } : params, remember };
}
