import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cursorKey, useListCursors } from './use-list-cursors.ts';

describe('useListCursors', () => {
  it('reads page N + 1 after the cursor page N answered, and a page never reached by its number', () => {
    const base = { page: 1, pageSize: 20, sort: 'lastName:asc' };
    const { result, rerender } = renderHook(({ params, page }) => useListCursors(params, page), {
      initialProps: { params: base as Record<string, string | number | undefined>, page: 1 },
    });
    expect(result.current.params).toEqual(base);
    result.current.remember('cursor-of-page-1');

    rerender({ params: { ...base, page: 2 }, page: 2 });
    expect(result.current.params).toEqual({ ...base, page: 2, after: 'cursor-of-page-1' });
    result.current.remember('cursor-of-page-2');

    rerender({ params: { ...base, page: 3 }, page: 3 });
    expect(result.current.params).toMatchObject({ after: 'cursor-of-page-2' });

    // A jump to page 7 has no cursor: it is read by its number.
    rerender({ params: { ...base, page: 7 }, page: 7 });
    expect(result.current.params).toEqual({ ...base, page: 7 });
  });

  it('keeps a cursor to the query it came from: another sort or search starts over', () => {
    const base = { page: 1, pageSize: 20, sort: 'lastName:asc' };
    const { result, rerender } = renderHook(({ params, page }) => useListCursors(params, page), {
      initialProps: { params: base as Record<string, string | number | undefined>, page: 1 },
    });
    result.current.remember('cursor');
    rerender({ params: { ...base, page: 2, sort: 'licenceExpiry:desc' }, page: 2 });
    expect(result.current.params).not.toHaveProperty('after');
    rerender({ params: { ...base, page: 2, q: 'garc' }, page: 2 });
    expect(result.current.params).not.toHaveProperty('after');
    expect(cursorKey({ ...base, page: 2 }, 2)).toBe(cursorKey({ ...base, page: 9, after: 'x' }, 2));
  });

  it('ignores a last page (no next cursor)', () => {
    const { result, rerender } = renderHook(({ page }) => useListCursors({ page }, page), {
      initialProps: { page: 1 },
    });
    result.current.remember(null);
    rerender({ page: 2 });
    expect(result.current.params).toEqual({ page: 2 });
  });
});
