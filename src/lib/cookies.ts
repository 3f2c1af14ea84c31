/** Expires every cookie this origin can see. The app sets none; this clears what others left. */
export function clearCookies(doc: Document = document): void {
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
