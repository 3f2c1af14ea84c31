import { itemAt } from '../../src/lib/array';

/** A small seeded PRNG (mulberry32) so generated data is the same for the same seed. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  some<T>(items: readonly T[], min: number, max: number): T[] {
    const count = this.int(min, Math.min(max, items.length));
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(itemAt(pool.splice(Math.floor(this.next() * pool.length), 1), 0));
    return out;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}
