/**
 * The hybrid logical clock that stamps every entry of a sync room (the sync contract, "The room's
 * content"). Newer wins per path, so stamps must order writes the way people made them even when
 * a device's clock is wrong: a stamp follows the physical clock while it moves forward, and never
 * falls behind a stamp the device has seen, so an edit made after reading another device's edit
 * always wins over it. Stamps are fixed-width strings, compared with `<`, and the node id makes
 * two devices' stamps differ.
 */
import * as v from 'valibot';

/** `<ms, 13 digits>.<counter, 4 hex>.<node id, 8 hex>`. */
export const HLC_PATTERN = /^\d{13}\.[0-9a-f]{4}\.[0-9a-f]{8}$/;

export const hlcSchema = v.pipe(v.string(), v.regex(HLC_PATTERN, 'must be a clock stamp'));

const NODE_ID = /^[0-9a-f]{8}$/;
const MAX_MS = 9_999_999_999_999;
const MAX_COUNTER = 0xffff;

/** A device's node id: 8 random hex characters, drawn once per device. */
export function newNodeId(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

export interface HybridClock {
  /** A stamp for a local write at `physicalMs`: later than every stamp this clock gave or saw. */
  now(physicalMs: number): string;
  /** Takes in a stamp seen on another device's entry, so that later local stamps come after it. */
  receive(remote: string, physicalMs: number): void;
}

interface Time {
  ms: number;
  counter: number;
}

function timeOf(stamp: string): Time {
  if (!HLC_PATTERN.test(stamp)) throw new RangeError(`Not a clock stamp: ${stamp}`);
  return { ms: Number(stamp.slice(0, 13)), counter: parseInt(stamp.slice(14, 18), 16) };
}

/** A physical reading as whole milliseconds in range: a broken clock must not break the stamps. */
const physical = (ms: number): number =>
  Number.isFinite(ms) ? Math.min(Math.max(Math.floor(ms), 0), MAX_MS) : 0;

/** `time`, carried into the next millisecond when its counter overflows. */
function carried({ ms, counter }: Time): Time {
  if (counter <= MAX_COUNTER) return { ms, counter };
  if (ms >= MAX_MS) throw new RangeError('The clock has reached its last stamp');
  return { ms: ms + 1, counter: 0 };
}

const formatted = ({ ms, counter }: Time, nodeId: string): string =>
  `${String(ms).padStart(13, '0')}.${counter.toString(16).padStart(4, '0')}.${nodeId}`;

/**
 * The stamp of a write already made at `physicalMs` (a row's `updatedAt`), for a device that
 * brings rows it held before it synced: they compete with the room's entries by when they were
 * made, not by when the device joined.
 */
export function stampAt(physicalMs: number, nodeId: string): string {
  if (!NODE_ID.test(nodeId)) throw new RangeError(`Not a node id: ${nodeId}`);
  return formatted({ ms: physical(physicalMs), counter: 0 }, nodeId);
}

/** A clock for `nodeId`, resumed after `last` (the newest stamp it gave or saw) when given. */
export function createClock(nodeId: string, last?: string): HybridClock {
  if (!NODE_ID.test(nodeId)) throw new RangeError(`Not a node id: ${nodeId}`);
  let time: Time = last === undefined ? { ms: 0, counter: 0 } : timeOf(last);
  const stamp = (at: Time) => formatted(at, nodeId);
  return {
    now(physicalMs) {
      const at = physical(physicalMs);
      time = carried(
        at > time.ms ? { ms: at, counter: 0 } : { ...time, counter: time.counter + 1 },
      );
      return stamp(time);
    },
    receive(remote, physicalMs) {
      const seen = timeOf(remote);
      const at = physical(physicalMs);
      const ms = Math.max(time.ms, seen.ms, at);
      const counter =
        ms === time.ms && ms === seen.ms
          ? Math.max(time.counter, seen.counter) + 1
          : ms === time.ms
            ? time.counter + 1
            : ms === seen.ms
              ? seen.counter + 1
              : 0;
      time = carried({ ms, counter });
    },
  };
}
