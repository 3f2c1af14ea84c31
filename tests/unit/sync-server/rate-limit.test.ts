import { describe, expect, it } from 'vitest';

import { AddressRateLimit, remoteAddress } from '../../../server/sync/rate-limit';

describe('connection rate limit per address', () => {
  const limitAt = (perMinute: number) => {
    const clock = { now: 1_000_000 };
    return { clock, limit: new AddressRateLimit(perMinute, () => clock.now) };
  };

  it('allows a burst of the limit, then refuses the next connection', () => {
    const { limit } = limitAt(60);
    for (let index = 0; index < 60; index += 1) expect(limit.take('192.0.2.1')).toBe(true);
    expect(limit.take('192.0.2.1')).toBe(false);
  });

  it('gives one connection back every 60/limit seconds, up to the limit', () => {
    const { clock, limit } = limitAt(6);
    for (let index = 0; index < 6; index += 1) limit.take('192.0.2.1');
    clock.now += 9_999;
    expect(limit.take('192.0.2.1')).toBe(false);
    clock.now += 1;
    expect(limit.take('192.0.2.1')).toBe(true);
    expect(limit.take('192.0.2.1')).toBe(false);
    clock.now += 3_600_000;
    for (let index = 0; index < 6; index += 1) expect(limit.take('192.0.2.1')).toBe(true);
    expect(limit.take('192.0.2.1')).toBe(false);
  });

  it('counts each address apart', () => {
    const { limit } = limitAt(1);
    expect(limit.take('192.0.2.1')).toBe(true);
    expect(limit.take('192.0.2.1')).toBe(false);
    expect(limit.take('2001:db8::1')).toBe(true);
  });

  it('keeps counting an address the sweep found still limited', () => {
    const { clock, limit } = limitAt(2);
    limit.take('192.0.2.1');
    limit.take('192.0.2.1');
    clock.now += 1_000;
    limit.sweep();
    expect(limit.take('192.0.2.1')).toBe(false);
  });
});

describe('the address a connection counts against', () => {
  it('is the socket’s, whatever the headers say, unless the proxy is trusted', () => {
    expect(remoteAddress('127.0.0.1', '203.0.113.7', false)).toBe('127.0.0.1');
  });

  it('is the last X-Forwarded-For entry behind a trusted proxy: the one the proxy added', () => {
    expect(remoteAddress('127.0.0.1', '203.0.113.7', true)).toBe('203.0.113.7');
    expect(remoteAddress('127.0.0.1', '10.0.0.1, 198.51.100.2 ,203.0.113.7', true)).toBe(
      '203.0.113.7',
    );
    expect(remoteAddress('127.0.0.1', ['10.0.0.1', '203.0.113.7'], true)).toBe('203.0.113.7');
  });

  it('falls back to the socket’s when the trusted proxy sent no header', () => {
    expect(remoteAddress('127.0.0.1', undefined, true)).toBe('127.0.0.1');
    expect(remoteAddress('127.0.0.1', '', true)).toBe('127.0.0.1');
    expect(remoteAddress(undefined, undefined, false)).toBe('unknown');
  });
});
