/**
 * Expires every cookie this origin can see. The app sets none; this clears what others left.
 * `document.cookie` names a cookie but not the path or domain it was set with, and an expiry only
 * reaches the cookie with the same ones: so each name is expired at every path this page's path
 * lies under (`/signals`, `/signals/`, …) and at the host and each domain above it.
 */
export function clearCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) return;
  const { pathname, hostname } = doc.location;
  const parts = pathname.split('/').slice(1);
  const paths = new Set([
    '/',
    ...parts.flatMap((_, index) => [
      `/${parts.slice(0, index + 1).join('/')}`,
      `/${parts.slice(0, index + 1).join('/')}/`,
    ]),
  ]);
  const labels = hostname.split('.');
  const domains = [
    '',
    ...labels.slice(0, -1).map((_, index) => `; domain=${labels.slice(index).join('.')}`),
  ];
  for (const name of names) {
    for (const path of paths) {
      for (const domain of domains)
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}`;
    }
  }
}
