/**
 * Light obfuscation of stored values (docs/data.md, "localStorage envelopes"): UTF-8 bytes XOR a fixed key, then base64.
 * This is NOT security: anyone with the page source can reverse it. It only keeps stored
 * values from being read at a glance. XOR runs over UTF-8 bytes, never over code points or
 * UTF-16 units, so emoji and CJK text round-trip.
 */
const KEY = new TextEncoder().encode('AlphaScout/local-obfuscation/not-a-secret');
const CHUNK = 0x8000;

function xorInPlace(bytes: Uint8Array): Uint8Array {
  for (let i = 0; i < bytes.length; i++) bytes[i] = (bytes[i] ?? 0) ^ (KEY[i % KEY.length] ?? 0);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + CHUNK)));
  }
  return btoa(parts.join(''));
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function obfuscate(text: string): string {
  return bytesToBase64(xorInPlace(new TextEncoder().encode(text)));
}

/** Reverses {@link obfuscate}; throws when the input is not base64 or not UTF-8 underneath. */
export function deobfuscate(encoded: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) throw new Error('not base64');
  return new TextDecoder('utf-8', { fatal: true }).decode(xorInPlace(base64ToBytes(encoded)));
}
