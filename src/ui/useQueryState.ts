/**
 * Binds a URL query spec (lib/url-query) to the router: read the values from the current URL,
 * and change them by pushing a new history entry, so Back returns to the previous filter; or by
 * replacing the current one, for a change that continues the last (a select stepped through).
 */
import { useCallback, useMemo } from 'react';

import { navigate, useLocation, useSearch } from '../lib/navigation';
import { formatQuery, parseQuery, type QuerySpec, type QueryValues } from '../lib/url-query';

export interface QueryChange {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export function useQueryState<S extends QuerySpec>(
  spec: S,
): [QueryValues<S>, (changes: Partial<QueryValues<S>>, how?: QueryChange) => void] {
  const search = useSearch();
  const [path] = useLocation();
  const values = useMemo(() => parseQuery(search, spec), [search, spec]);
  const update = useCallback(
    (changes: Partial<QueryValues<S>>, how: QueryChange = {}) => {
      const next = formatQuery(search, spec, changes);
      if (next === search.replace(/^\?/, '')) return;
      navigate(next ? `${path}?${next}` : path, { replace: how.replace === true });
    },
    [search, spec, path],
  );
  return [values, update];
}
