/**
 * Filters and sort orders kept in the URL query string, so that a filtered list can be shared
 * and Back restores it. Pure: the hook that binds this to the router is `ui/useQueryState`.
 *
 * Each parameter is one of a fixed list of values with a default. Anything else in the URL
 * (an unknown value, a repeated or empty parameter) falls back to the default rather than
 * failing, and a value in other letter case is taken as the value it spells, because URLs are
 * typed, pasted and edited by hand. Defaults are left out of the URL
 * so that the plain path and the default view are the same address.
 */

/** One parameter: its allowed values and the one used when the URL has none or a bad one. */
export interface ParamSpec<T extends string = string> {
  values: readonly T[];
  fallback: T;
}

export type QuerySpec = Record<string, ParamSpec>;

/** The parsed values of a spec: each key typed as its own list of values. */
export type QueryValues<S extends QuerySpec> = { [K in keyof S]: S[K]['values'][number] };

/** Declares one parameter; `fallback` must be one of `values`. */
export function param<const T extends string>(
  values: readonly T[],
  fallback: NoInfer<T>,
): ParamSpec<T> {
  return { values, fallback };
}

/** Reads a spec's values from a query string (with or without the leading `?`). */
export function parseQuery<S extends QuerySpec>(search: string, spec: S): QueryValues<S> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values: Record<string, string> = {};
  for (const [name, { values: allowed, fallback }] of Object.entries(spec)) {
    const given = params.getAll(name);
    const only = given.length === 1 ? given[0] : undefined;
    const spelled = only?.toLowerCase();
    values[name] =
      (only !== undefined && allowed.includes(only)
        ? only
        : allowed.find((value) => value.toLowerCase() === spelled)) ?? fallback;
  }
  return values as QueryValues<S>;
}

/**
 * Writes values back as a query string (without `?`), in the spec's order, leaving out
 * defaults. Parameters the spec does not know are kept as they were, so that two features
 * sharing a page do not erase each other's state.
 */
export function formatQuery<S extends QuerySpec>(
  search: string,
  spec: S,
  values: Partial<QueryValues<S>>,
): string {
  const current = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const merged = { ...parseQuery(search, spec), ...values };
  const out = new URLSearchParams();
  for (const [name, { fallback }] of Object.entries(spec)) {
    const value = merged[name];
    if (value !== undefined && value !== fallback) out.set(name, value);
  }
  for (const [name, value] of current) if (!(name in spec)) out.append(name, value);
  return out.toString();
}

/** Maps the conventional "all" choice of a filter to "no filter" (undefined). */
export function unlessAll<T extends string>(value: T | 'all'): T | undefined {
  return value === 'all' ? undefined : value;
}
