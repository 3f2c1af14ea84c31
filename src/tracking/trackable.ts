/**
 * What the tracker needs of each collection that can be watched: the item's name and image (kept
 * on its row), its checklist (the record's own step texts), its deadline, what it stands at when
 * no deadline is counted ("Live"), and its kind. Pure, so the cards, the detail screens, the
 * tracker and the tests share one description.
 */
import type { TrackedItem } from '../db/tracking/rows';
import { type DateRole, instantOf } from '../lib/format';
import type { Repeat } from '../lib/periods';
import type { Airdrop } from '../schemas/airdrop';
import type { RecordOf } from '../schemas/registry';
import { endedByHand, isFilled } from '../schemas/status-rules';
import { isTrackable, type TrackableCollection } from '../schemas/tracking';

export { isTrackable };

export interface Step {
  /**
   * Stored in the row when ticked: an airdrop task's id, else the step's text hashed (with its
   * place among equal texts), so that a tick stays with its step when the list is edited.
   */
  key: string;
  /**
   * The key a tick was stored under before keys followed the text: the step's position ('r2',
   * 'l0'). A tick stored so still counts where it did; ticking or unticking the step rewrites it.
   */
  positionKey?: string;
  label: string;
  /** The record's own repeat (an airdrop task's); the visitor may set another on the row. */
  repeat?: Repeat;
}

export type ItemState = 'Live' | 'Ended' | 'Filled';

interface Trackable<C extends TrackableCollection> {
  /** One item, as the tracker names its kind: "Airdrop". */
  kind: string;
  name: (record: RecordOf<C>) => string;
  image: (record: RecordOf<C>) => string | undefined;
  steps: (record: RecordOf<C>) => Step[];
  /**
   * The date the item ends or happens (ISO), if it has one. An ICO's sale and an NFT's mint only
   * while upcoming: once live, their date is when they began, not a deadline. A giveaway's only
   * while not ended by hand, a whitelist's only while not filled.
   */
  deadline: (record: RecordOf<C>) => string | undefined;
  /** What the deadline starts ("Mint": "Mint: in 3d 4h"), for a deadline that starts the item, not ends it. */
  starts?: string;
  /** Where no deadline is counted down, what the item's state is: a live mint, a giveaway ended by hand, a filled whitelist. */
  state?: (record: RecordOf<C>) => ItemState | undefined;
}

/** A mint's or sale's state once it has begun ("Live", "Ended"): its date is then no deadline. */
const begunState = (status: 'upcoming' | 'live' | 'ended'): ItemState | undefined =>
  status === 'upcoming' ? undefined : status === 'live' ? 'Live' : 'Ended';

/** FNV-1a over the text's UTF-16 units, in base 36: short, and the same in every browser. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Steps keyed by their text (`prefix` tells lists apart), read as a reader sees it: spacing and
 * Unicode form an admin's edit may change do not untick a step. A repeated text is keyed by its
 * repeat too, so removing an earlier copy moves a later copy's tick (a limit of keying by text).
 */
/**
 * Each step text's hash, as read: the tracker reads its records again after every change, as new
 * objects, and ten thousand items' texts hashed afresh were most of a 100 ms task. Texts repeat
 * across records, so the map stays small; it starts over past its bound.
 */
const hashByText = new Map<string, string>();
const MAX_HASHED_TEXTS = 50_000;

function readingHash(label: string): string {
  let hash = hashByText.get(label);
  if (hash === undefined) {
    if (hashByText.size >= MAX_HASHED_TEXTS) hashByText.clear();
    hash = textHash(label.normalize('NFC').trim().replace(/\s+/g, ' '));
    hashByText.set(label, hash);
  }
  return hash;
}

function textKeyed(prefix: string, texts: readonly string[]): Step[] {
  const repeats = new Map<string, number>();
  return texts.map((label, index) => {
    const hash = readingHash(label);
    const repeat = (repeats.get(hash) ?? 0) + 1;
    repeats.set(hash, repeat);
    return {
      key: `${prefix}~${hash}${repeat > 1 ? `~${repeat}` : ''}`,
      positionKey: `${prefix}${index}`,
      label,
    };
  });
}

/** An airdrop task as a step, keyed by its id, with the repeat the project set. */
export const taskStep = (task: Airdrop['tasks'][number]): Step => ({
  key: task.id,
  label: task.description,
  ...(task.repeat === undefined ? {} : { repeat: task.repeat }),
});

/** A testnet's, giveaway's or whitelist's requirements as steps. */
export const requirementSteps = (requirements: readonly string[]): Step[] =>
  textKeyed('r', requirements);

const TRACKABLES: { [C in TrackableCollection]: Trackable<C> } = {
  signals: {
    kind: 'Signal',
    name: (s) => `${s.name} (${s.symbol})`,
    image: (s) => s.imageUrl,
    steps: () => [],
    deadline: () => undefined,
  },
  airdrops: {
    kind: 'Airdrop',
    name: (a) => a.name,
    image: (a) => a.image,
    steps: (a) => a.tasks.map(taskStep),
    deadline: (a) => a.endDate,
  },
  // Ended by hand before its date: no time left to count, nor to put in a calendar.
  giveaways: {
    kind: 'Giveaway',
    name: (g) => g.title,
    image: (g) => g.image,
    steps: (g) => requirementSteps(g.requirements),
    deadline: (g) => (endedByHand(g) ? undefined : g.endDate),
    state: (g) => (endedByHand(g) ? 'Ended' : undefined),
  },
  whitelists: {
    kind: 'Whitelist',
    name: (w) => w.projectName,
    image: (w) => w.image,
    steps: (w) => requirementSteps(w.requirements),
    deadline: (w) => (isFilled(w) ? undefined : w.endDate),
    state: (w) => (isFilled(w) ? 'Filled' : undefined),
  },
  testnets: {
    kind: 'Testnet',
    name: (t) => t.name,
    image: (t) => t.image,
    steps: (t) => requirementSteps(t.requirements),
    deadline: (t) => t.endDate,
  },
  nftProjects: {
    kind: 'NFT project',
    name: (p) => p.name,
    image: (p) => p.image,
    steps: () => [],
    deadline: (p) => (p.status === 'upcoming' ? p.mintDate : undefined),
    starts: 'Mint',
    state: (p) => begunState(p.status),
  },
  icoProjects: {
    kind: 'ICO project',
    name: (p) => p.name,
    image: (p) => p.image,
    steps: () => [],
    deadline: (p) => (p.status === 'upcoming' ? p.saleDate : undefined),
    starts: 'Sale',
    state: (p) => begunState(p.status),
  },
  academy: {
    kind: 'Course',
    name: (c) => c.title,
    image: (c) => c.image,
    steps: (c) =>
      textKeyed(
        'l',
        c.lessons_content.map((lesson) => lesson.title),
      ),
    deadline: () => undefined,
  },
};

/** The description of a collection, for a record of it (the pairing is the caller's promise). */
function trackableOf(collection: TrackableCollection): Trackable<TrackableCollection> {
  return TRACKABLES[collection] as unknown as Trackable<TrackableCollection>;
}

export function kindOf(collection: TrackableCollection): string {
  return TRACKABLES[collection].kind;
}

/**
 * Each record's steps, worked out once: the tracker's list and what is due both ask for every
 * watched item's, and a step's key hashes its text. Records are read fresh from IndexedDB and
 * never changed in place, so the record object is the key.
 */
const stepsByRecord = new WeakMap<object, Step[]>();

export function stepsOf(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
): Step[] {
  let steps = stepsByRecord.get(record);
  if (!steps) {
    steps = trackableOf(collection).steps(record);
    stepsByRecord.set(record, steps);
  }
  return steps;
}

/** The key of each step stored by position ('r2' → its key now), for rows ticked before keys followed the text. */
export function positionKeysOf(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
): ReadonlyMap<string, string> {
  return new Map(
    stepsOf(collection, record).flatMap((step) =>
      step.positionKey === undefined ? [] : [[step.positionKey, step.key] as const],
    ),
  );
}

/** Whether an item's deadline ends something (an airdrop) or starts it (a mint, a sale). */
export function deadlineRoleOf(collection: TrackableCollection): DateRole {
  return startNameOf(collection) === undefined ? 'end' : 'start';
}

/** What an item's deadline starts ("Mint"), or undefined when it ends the item. */
export function startNameOf(collection: TrackableCollection): string | undefined {
  return trackableOf(collection).starts;
}

/** What an item's state is where no deadline is counted down ("Live"), if it says anything. */
export function stateOf(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
): ItemState | undefined {
  return trackableOf(collection).state?.(record);
}

export function deadlineOf(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
): string | undefined {
  return trackableOf(collection).deadline(record);
}

/** Whether an item's deadline is still ahead at `now`, by the instant it falls (a date alone ends at the day's end). */
export function deadlineAhead(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
  now: number,
): boolean {
  const deadline = deadlineOf(collection, record);
  return deadline !== undefined && instantOf(deadline, deadlineRoleOf(collection)) > now;
}

/** What a tracking row keeps of a record. */
export function trackedItemOf(
  collection: TrackableCollection,
  record: RecordOf<TrackableCollection>,
): TrackedItem {
  const described = trackableOf(collection);
  const image = described.image(record);
  return {
    collection,
    itemId: record.id,
    name: described.name(record),
    ...(image === undefined ? {} : { image }),
  };
}
