/**
 * Indexed reads for loops whose bounds already keep the index in range, in lists that hold no
 * `undefined`. `noUncheckedIndexedAccess` types `list[i]` as possibly undefined; this says why it is
 * not, and fails loudly if a bound is ever wrong instead of passing `undefined` on.
 */
export function itemAt<T>(list: ArrayLike<T>, index: number): T {
  const item = list[index];
  if (item === undefined)
    throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  return item;
}
