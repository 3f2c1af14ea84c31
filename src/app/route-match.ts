/**
 * Path matching for the routes table: `:name` matches one non-empty path segment. Pure, so
 * the guards and the router share one definition of what a path means.
 */
export type Params = Record<string, string>;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The params when `pattern` matches `path` exactly (a trailing slash is ignored), else null. */
export function matchPath(pattern: string, path: string): Params | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    const actual = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return params;
}
