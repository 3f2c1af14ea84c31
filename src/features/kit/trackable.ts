/**
 * What the tracker needs of each collection that can be watched: the item's name and image (kept
 * on its row), its checklist (the record's own step texts), its deadline, and its kind. Pure, so
 * the cards, the detail screens, the tracker and the tests share one description.
 */
import type { RecordOf } from '../../schemas/registry';
import { instantOf, type DateRole } from '../../lib/format';
import { isTrackable, type TrackableCollection } from '../../schemas/tracking';
import type { TrackedItem } from '../../db/tracking';

export { isTrackable };

export interface Step {
  /** Stored in the row: an airdrop task's id, else the step's position. */
  key: string;
  label: string;
}

interface Trackable<C extends TrackableCollection> {
  /** One item, as the tracker names its kind: "Airdrop". */
  kind: string;
  name: (record: RecordOf<C>) => string;
  image: (record: RecordOf<C>) => string | undefined;
  steps: (record: RecordOf<C>) => Step[];
  /**
   * The date the item ends or happens (ISO), if it has one. An ICO's sale and an NFT's mint only
   * while upcoming: once live, their date is when they began, not a deadline.
   */
  deadline: (record: RecordOf<C>) => string | undefined;
}

/** The step key of a testnet's, giveaway's or whitelist's requirement, by its position. */
export const requirementKey = (index: number): string => `r${index}`;

const listed = (texts: readonly string[], keyOf: (index: number) => string): Step[] => texts.map((label, index) => ({ key: keyOf(index), label }));

const TRACKABLES: { [C in TrackableCollection]: Trackable<C> } = {
  signals: { kind: 'Signal', name: (s) => `${s.name} (${s.symbol})`, image: (s) => s.imageUrl, steps: () => [], deadline: () => undefined },
  airdrops: { kind: 'Airdrop', name: (a) => a.name, image: (a) => a.image, steps: (a) => a.tasks.map((task) => ({ key: task.id, label: task.description })), deadline: (a) => a.endDate },
  giveaways: { kind: 'Giveaway', name: (g) => g.title, image: (g) => g.image, steps: (g) => listed(g.requirements, requirementKey), deadline: (g) => g.endDate },
  whitelists: { kind: 'Whitelist', name: (w) => w.projectName, image: (w) => w.image, steps: (w) => listed(w.requirements, requirementKey), deadline: (w) => w.endDate },
  testnets: { kind: 'Testnet', name: (t) => t.name, image: (t) => t.image, steps: (t) => listed(t.requirements, requirementKey), deadline: (t) => t.endDate },
  nftProjects: { kind: 'NFT project', name: (p) => p.name, image: (p) => p.image, steps: () => [], deadline: (p) => (p.status === 'upcoming' ? p.mintDate : undefined) },
  icoProjects: { kind: 'ICO project', name: (p) => p.name, image: (p) => p.image, steps: () => [], deadline: (p) => (p.status === 'upcoming' ? p.saleDate : undefined) },
  academy: { kind: 'Course', name: (c) => c.title, image: (c) => c.image, steps: (c) => c.lessons_content.map((lesson, index) => ({ key: `l${index}`, label: lesson.title })), deadline: () => undefined },
};

/** The description of a collection, for a record of it (the pairing is the caller's promise). */
function trackableOf(collection: TrackableCollection): Trackable<TrackableCollection> {
  return TRACKABLES[collection] as unknown as Trackable<TrackableCollection>;
}

export function kindOf(collection: TrackableCollection): string {
  return TRACKABLES[collection].kind;
}

export function stepsOf(collection: TrackableCollection, record: RecordOf<TrackableCollection>): Step[] {
  return trackableOf(collection).steps(record);
}

/** Whether an item's deadline ends something (an airdrop) or starts it (a mint, a sale). */
export function deadlineRoleOf(collection: TrackableCollection): DateRole {
  return collection === 'nftProjects' || collection === 'icoProjects' ? 'start' : 'end';
}

export function deadlineOf(collection: TrackableCollection, record: RecordOf<TrackableCollection>): string | undefined {
  return trackableOf(collection).deadline(record);
}

/** Whether an item's deadline is still ahead at `now`, by the instant it falls (a date alone ends at the day's end). */
export function deadlineAhead(collection: TrackableCollection, record: RecordOf<TrackableCollection>, now: number): boolean {
  const deadline = deadlineOf(collection, record);
  return deadline !== undefined && instantOf(deadline, deadlineRoleOf(collection)) > now;
}

/** What a tracking row keeps of a record. */
export function trackedItemOf(collection: TrackableCollection, record: RecordOf<TrackableCollection>): TrackedItem {
  const described = trackableOf(collection);
  const image = described.image(record);
  return { collection, itemId: record.id, name: described.name(record), ...(image === undefined ? {} : { image }) };
}
