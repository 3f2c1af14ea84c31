/**
 * An in-memory DOM `Storage` for unit tests (Node has no localStorage). With a quota it behaves
 * like a full localStorage: a `setItem` that would take the stored characters (keys plus values)
 * past the quota throws a DOMException named `QuotaExceededError` and changes nothing.
 */
export class MemoryStorage implements Storage {
  /** Storage's named-property access; unused here, declared so the class satisfies the DOM type. */
  [name: string]: unknown;

  readonly #items = new Map<string, string>();
  readonly #quota: number;

  constructor(options: { quota?: number } = {}) {
    this.#quota = options.quota ?? Number.POSITIVE_INFINITY;
  }

  get length(): number {
    return this.#items.size;
  }

  /** Characters in use: every key plus every value, as browsers count localStorage's quota. */
  get usedChars(): number {
    let total = 0;
    for (const [key, value] of this.#items) total += key.length + value.length;
    return total;
  }

  clear(): void {
    this.#items.clear();
  }

  // Keys and values are coerced with String(), as localStorage does for callers that pass other types.
  getItem(key: unknown): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: unknown): void {
    this.#items.delete(String(key));
  }

  setItem(key: unknown, value: unknown): void {
    const k = String(key);
    const val = String(value);
    const previous = this.#items.get(k);
    const after =
      this.usedChars -
      (previous === undefined ? 0 : k.length + previous.length) +
      k.length +
      val.length;
    if (after > this.#quota) {
      throw new DOMException(
        `Setting the value of '${k}' exceeded the quota.`,
        'QuotaExceededError',
      );
    }
    this.#items.set(k, val);
  }

  /** Every key, in insertion order (a test helper, not part of the DOM interface). */
  keys(): string[] {
    return [...this.#items.keys()];
  }
}
