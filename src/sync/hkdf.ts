/**
 * HKDF-SHA-256 with an empty salt (RFC 5869), through WebCrypto: every secret of a sync space is
 * derived this way from the code's secret (docs: the sync contract, "Codes and keys"), so the
 * browser's own implementation does it, on the page as in Node.
 */

const encoder = new TextEncoder();

/** `length` bytes of HKDF-SHA-256 over `ikm`, for the purpose named by `info`. */
export async function hkdf(
  ikm: Uint8Array<ArrayBuffer>,
  info: string,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}
