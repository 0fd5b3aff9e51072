import { act, render } from '@testing-library/react';
import type { SetURLSearchParams } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './use-url-params.ts';

/** A page that hands out its setter; the router's location says what the URL became. */
function renderPage(url: string) {
  const handle: { set: SetURLSearchParams | null; shown: string[] } = { set: null, shown: [] };
  function Page() {
    const [params, set] = useUrlParams();
    handle.set = set;
    handle.shown.push(params.toString());
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { handle, router, search: () => router.state.location.search };
}

describe('useUrlParams', () => {
  it('builds a second change on the first even when both come from the same render', () => {
    const { handle, search } = renderPage('/list?q=blood&sort=name');
    const set = handle.set!;
    act(() => {
      // Both callbacks come from one render, as a click that lands before React has drawn the
      // cleared search: the second must not bring the search back.
      set((current) => {
        current.delete('q');
        return current;
      });
      set((current) => {
        current.set('state', 'liquid');
        return current;
      });
    });
    expect(new URLSearchParams(search())).toEqual(new URLSearchParams('sort=name&state=liquid'));
    expect(handle.shown.at(-1)).toBe('sort=name&state=liquid');
  });

  it('takes a URL that comes from elsewhere as the base of the next change', async () => {
    const { handle, router } = renderPage('/list?q=blood');
    await act(() => router.navigate('/list?page=3'));
    act(() =>
      handle.set!((current) => {
        current.set('sort', 'name');
        return current;
      }),
    );
    expect(router.state.location.search).toBe('?page=3&sort=name');
  });
});
