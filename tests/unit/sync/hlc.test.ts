import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createClock, HLC_PATTERN, newNodeId } from '../../../src/sync/hlc';

const RUNS = { numRuns: 300, seed: 20260553 } as const;

const NOW = 1_780_000_000_000;

/** A physical clock that mostly moves forward, sometimes jumps back or far ahead, or breaks. */
const readings = fc.oneof(
  fc.integer({ min: NOW - 3_600_000, max: NOW + 3_600_000 }),
  fc.constantFrom(NOW, NOW, NOW + 1, 0, -5, Number.NaN),
);

const remoteStamps = fc
  .tuple(
    fc.integer({ min: NOW - 86_400_000, max: NOW + 86_400_000 }),
    fc.integer({ min: 0, max: 0xffff }),
    fc.constantFrom('0000000a', 'ffffffff', '12345678'),
  )
  .map(
    ([ms, counter, node]) =>
      `${String(ms).padStart(13, '0')}.${counter.toString(16).padStart(4, '0')}.${node}`,
  );

const steps = fc.array(
  fc.oneof(
    readings.map((at) => ({ kind: 'now' as const, at })),
    fc
      .tuple(remoteStamps, readings)
      .map(([remote, at]) => ({ kind: 'receive' as const, remote, at })),
  ),
  { maxLength: 60 },
);

describe('hybrid logical clock', () => {
  it('stamps each write later than every stamp it gave or received', () => {
    fc.assert(
      fc.property(steps, (run) => {
        const clock = createClock('0badc0de');
        let latest = '';
        for (const step of run) {
          if (step.kind === 'receive') {
            clock.receive(step.remote, step.at);
            if (step.remote > latest) latest = step.remote;
          } else {
            const stamp = clock.now(step.at);
            expect(stamp).toMatch(HLC_PATTERN);
            expect(stamp > latest).toBe(true);
            latest = stamp;
          }
        }
      }),
      RUNS,
    );
  });

  it('follows a physical clock that moves forward', () => {
    const clock = createClock('0badc0de');
    expect(clock.now(NOW)).toBe(`${NOW}.0000.0badc0de`);
    expect(clock.now(NOW)).toBe(`${NOW}.0001.0badc0de`);
    expect(clock.now(NOW + 5)).toBe(`${NOW + 5}.0000.0badc0de`);
    expect(clock.now(NOW - 1000)).toBe(`${NOW + 5}.0001.0badc0de`);
  });

  it('moves past a stamp from a device whose clock is ahead', () => {
    const clock = createClock('0badc0de');
    clock.receive(`${NOW + 60_000}.0007.ffffffff`, NOW);
    expect(clock.now(NOW)).toBe(`${NOW + 60_000}.0009.0badc0de`);
  });

  it('carries an overflowing counter into the next millisecond', () => {
    const clock = createClock('0badc0de', `${NOW}.fffe.0badc0de`);
    expect(clock.now(NOW)).toBe(`${NOW}.ffff.0badc0de`);
    expect(clock.now(NOW)).toBe(`${NOW + 1}.0000.0badc0de`);
  });

  it('resumes after the newest stamp it was given', () => {
    const clock = createClock('0badc0de', `${NOW}.0003.12345678`);
    expect(clock.now(NOW - 10)).toBe(`${NOW}.0004.0badc0de`);
  });

  it('refuses what is not a stamp or a node id', () => {
    expect(() => createClock('nope')).toThrow(RangeError);
    expect(() => createClock('0badc0de').receive('12.3.4', NOW)).toThrow(RangeError);
    expect(newNodeId()).toMatch(/^[0-9a-f]{8}$/);
  });
});
