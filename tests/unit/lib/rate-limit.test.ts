import { describe, expect, it } from 'vitest';

import { RATE_LIMIT_MESSAGE, RateLimiter, RateLimitError } from '../../../src/lib/rate-limit';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('rate limiter', () => {
  it('lets 60 calls of one operation through in a minute and refuses the 61st with the exact text', async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock.now);
    for (let i = 0; i < 60; i++) await expect(limiter.run('search', () => i)).resolves.toBe(i);
    const refused = limiter.run('search', () => 'ran');
    await expect(refused).rejects.toBeInstanceOf(RateLimitError);
    await expect(limiter.run('search', () => 'ran')).rejects.toThrow(RATE_LIMIT_MESSAGE);
    expect(RATE_LIMIT_MESSAGE).toBe('Rate limit exceeded. Please try again later.');
  });

  it('does not run a refused task', async () => {
    const limiter = new RateLimiter(fakeClock().now, 1);
    let runs = 0;
    await limiter.run('export', () => runs++);
    await expect(limiter.run('export', () => runs++)).rejects.toThrow(RATE_LIMIT_MESSAGE);
    expect(runs).toBe(1);
  });

  it('counts each operation name on its own', () => {
    const limiter = new RateLimiter(fakeClock().now);
    for (let i = 0; i < 60; i++) limiter.tryAcquire('search');
    expect(limiter.tryAcquire('search')).toBe(false);
    expect(limiter.tryAcquire('getById')).toBe(true);
  });

  it('admits again once the minute has passed', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock.now);
    for (let i = 0; i < 60; i++) limiter.tryAcquire('search');
    clock.advance(59_999);
    expect(limiter.tryAcquire('search')).toBe(false);
    clock.advance(1);
    expect(limiter.tryAcquire('search')).toBe(true);
  });

  it('purges counters whose window has closed and keeps live ones', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(clock.now);
    limiter.tryAcquire('old');
    clock.advance(30_000);
    limiter.tryAcquire('recent');
    clock.advance(30_000);
    limiter.purge();
    expect(limiter.trackedOperations).toBe(1);
    clock.advance(30_000);
    limiter.purge();
    expect(limiter.trackedOperations).toBe(0);
  });
});
