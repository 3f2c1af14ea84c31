const MINUTE = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Connections per remote address: a token bucket of `perMinute` tokens, refilled at `perMinute`
 * a minute, so a burst of `perMinute` is allowed and then one every 60/perMinute seconds.
 */
export class AddressRateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Takes one token for the address; false when it has none left. */
  take(address: string): boolean {
    const bucket = this.refilled(address);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets addresses whose bucket is full again, so the map holds only recent ones. */
  sweep(): void {
    for (const address of this.buckets.keys()) {
      if (this.refilled(address).tokens >= this.perMinute) this.buckets.delete(address);
    }
  }

  private refilled(address: string): Bucket {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.perMinute, at: now };
    const earned = (Math.max(0, now - bucket.at) * this.perMinute) / MINUTE;
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + earned);
    bucket.at = now;
    this.buckets.set(address, bucket);
    return bucket;
  }
}

/**
 * The address a connection is counted against. Behind a reverse proxy every socket comes from
 * the proxy, so with `trustProxy` the last X-Forwarded-For entry (the one the proxy added) counts.
 */
export function remoteAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const forwarded = trustProxy ? header?.split(',').pop()?.trim() : undefined;
  if (forwarded) return forwarded;
  return socketAddress ?? 'unknown';
}
