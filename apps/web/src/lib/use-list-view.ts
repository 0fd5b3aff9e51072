import { useUrlParams } from './use-url-params.ts';

/**
 * A list page's other view (the orders' calendar, the routes' board), kept in the URL's `view` so that
 * a link or a reload opens it again; the list when there is none.
 */
export function useListView<V extends string>(other: V): ['list' | V, (next: 'list' | V) => void] {
  const [params, setParams] = useUrlParams();
  const view = params.get('view') === other ? other : 'list';
  const setView = (next: 'list' | V) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      if (next === 'list') url.delete('view');
      else url.set('view', next);
      return url;
    });
  return [view, setView];
}
