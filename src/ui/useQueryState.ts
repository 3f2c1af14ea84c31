/**
 * Binds a URL query spec (lib/url-query) to the router: read the values from the current URL,
 * and change them by pushing a new history entry, so Back returns to the previous filter.
 */
import { useCallback, useMemo } from 'react';
import { formatQuery, parseQuery, type QuerySpec, type QueryValues } from '../lib/url-query';
import { navigate, useLocation, useSearch } from '../lib/navigation';

export function useQueryState<S extends QuerySpec>(spec: S): [QueryValues<S>, (changes: Partial<QueryValues<S>>) => void] {
  const search = useSearch();
  const [path] = useLocation();
  const values = useMemo(() => parseQuery(search, spec), [search, spec]);
  const update = useCallback(
    (changes: Partial<QueryValues<S>>) => {
      const next = formatQuery(search, spec, changes);
      if (next === search.replace(/^\?/, '')) return;
      navigate(next ? `${path}?${next}` : path);
    },
    [search, spec, path],
  );
  return [values, update];
}
