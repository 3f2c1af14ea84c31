/**
 * Saves text as a file: a Blob URL on an `<a download>`, as the backup export does. Blob URLs
 * pass the app's CSP and Trusted Types (an anchor's href is not a script sink).
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later, not at once: the browser may still be reading it when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
