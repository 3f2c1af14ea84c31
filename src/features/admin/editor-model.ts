/**
 * The pure part of the JSON editor: parsing what the admin typed, naming each problem with its
 * path, building a new record's template, and the undo entries a change leaves behind.
 */
import type { EditorKey } from '../../db/admin/editor-queries';
import { idLabel, ValidationError } from '../../db/records/repository';
import { storageErrorMessage } from '../../db/storage/write-errors';
import { type AnyRecord, COLLECTION_LABELS, type CollectionName } from '../../schemas/registry';
import { normalEmail } from '../../schemas/user';
import { describeProblem } from '../../schemas/validate';

/** What the editor holds: one record, the current page (an array), or a new record. */
export type EditorTarget =
  { kind: 'record'; key: EditorKey } | { kind: 'page'; keys: EditorKey[] } | { kind: 'new' };

/** Record keys as the editor names them in a message: `"a", "b"`. */
export function keyList(keys: readonly EditorKey[]): string {
  return keys.map((key) => JSON.stringify(key)).join(', ');
}

/** What undoing a change does: restore `put` (earlier versions) and remove `remove` (records it added). */
export interface UndoEntry {
  collection: CollectionName;
  label: string;
  put: AnyRecord[];
  remove: EditorKey[];
  /** What the change left stored under each key it touched (null: nothing), to tell whether another tab changed it since. */
  left: { key: EditorKey; json: string | null }[];
}

/** The keys whose stored version (`now[i]` for `entry.left[i]`) is no longer what the change left. */
export function changedSinceChange(
  entry: UndoEntry,
  now: readonly (AnyRecord | undefined)[],
): EditorKey[] {
  return entry.left
    .filter(({ json }, index) => {
      const stored = now[index];
      return (stored === undefined ? null : toJson(stored)) !== json;
    })
    .map(({ key }) => key);
}

/** An undo held back because another tab changed its records since the change. */
export class UndoConflictError extends Error {
  constructor(readonly keys: EditorKey[]) {
    super(`Another tab has changed ${keyList(keys)} since the change.`);
    this.name = 'UndoConflictError';
  }
}

export type Parsed = { ok: true; records: unknown[] } | { ok: false; problems: string[] };

export function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** Reads the editor text: an object for one record, an array for a page. */
export function parseEditorText(text: string, target: EditorTarget): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [`JSON syntax: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  if (target.kind === 'page') {
    if (!Array.isArray(value))
      return { ok: false, problems: ['The page must be a JSON array of records.'] };
    return { ok: true, records: value };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problems: ['A record must be a JSON object.'] };
  return { ok: true, records: [value] };
}

/** A save refused because it would replace or copy records the editor did not open. */
export class KeyConflictError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'KeyConflictError';
  }
}

/**
 * Why saving these keys would change records the editor did not open (empty when it would not):
 * a new record over a stored one, an edited record under another id (a copy, the original left
 * as it was), or a page's record moved onto a stored one off the page. `stored[i]` tells whether
 * `keys[i]` is stored already.
 */
export function keyConflicts(
  collection: CollectionName,
  target: EditorTarget,
  keys: readonly EditorKey[],
  stored: readonly boolean[],
): string[] {
  const id = (key: EditorKey): string => JSON.stringify(key);
  const label = COLLECTION_LABELS[collection];
  switch (target.kind) {
    case 'new':
      return keys.flatMap((key, index) =>
        stored[index]
          ? [
              `id: a record with the id ${id(key)} already exists in ${label}. Choose another id, or open that record to edit it.`,
            ]
          : [],
      );
    case 'record':
      return keys.flatMap((key) =>
        key === target.key
          ? []
          : [
              `id: the id cannot be changed here (it was ${id(target.key)}). To store this under another id, use "Add record".`,
            ],
      );
    case 'page':
      return keys.flatMap((key, index) =>
        stored[index] && !target.keys.includes(key)
          ? [
              `id: ${id(key)} is not on this page and already exists in ${label}: edit it from its own row.`,
            ]
          : [],
      );
  }
}

/**
 * The records this save would write over although another tab changed or deleted them after the
 * editor opened them (`openedText`: the editor's text as opened or last saved): saving would undo
 * that tab's work without a word. `stored[i]` is the stored version of `keys[i]` now.
 */
export function changedElsewhere(
  target: EditorTarget,
  openedText: string,
  keys: readonly EditorKey[],
  stored: readonly (AnyRecord | undefined)[],
): string[] {
  if (target.kind === 'new') return [];
  const opened = JSON.parse(openedText) as AnyRecord | AnyRecord[];
  const openedByKey = new Map(
    (Array.isArray(opened) ? opened : [opened]).map((record) => [record.id, toJson(record)]),
  );
  return keys.flatMap((key, index) => {
    const openedVersion = openedByKey.get(key);
    const now = stored[index];
    if (openedVersion === undefined) return [];
    if (now === undefined)
      return [
        `id: ${JSON.stringify(key)} was deleted in another tab after you opened it, and saving would bring it back. To keep it, copy your text, close the editor and use "Add record".`,
      ];
    if (toJson(now) !== openedVersion)
      return [
        `id: ${JSON.stringify(key)} was changed in another tab after you opened it, and saving would undo that change. Copy your text, close the editor and open the record again to start from the stored version.`,
      ];
    return [];
  });
}

/**
 * Users this save would give the email of another stored user, one the save leaves as it is
 * (sign-in finds one account per email, letter case aside; two in the save itself are the
 * validator's `duplicate email`). Sign-up's own text names the problem.
 */
export function emailConflicts(
  users: readonly { id: string; email: string }[],
  storedWithTheseEmails: readonly { id: string; email: string }[],
): string[] {
  const saving = new Set(users.map((user) => user.id));
  const holders = new Map<string, string>();
  for (const user of storedWithTheseEmails)
    if (!saving.has(user.id)) holders.set(normalEmail(user.email), user.id);
  return users.flatMap((user) => {
    const other = holders.get(normalEmail(user.email));
    const which = users.length > 1 ? `${idLabel(user.id).trimStart()} ` : '';
    return other === undefined
      ? []
      : [`${which}email: User with this email already exists (the user ${JSON.stringify(other)}).`];
  });
}

/** Each problem as one line: `[index] (id "x") path: message` for a page, `path: message` for a record. */
export function describeFailure(error: unknown, target: EditorTarget): string[] {
  if (error instanceof KeyConflictError) return error.problems;
  if (!(error instanceof ValidationError))
    return [storageErrorMessage(error) ?? (error instanceof Error ? error.message : String(error))];
  return error.problems.map((problem) => {
    const text = describeProblem(problem);
    if (target.kind !== 'page') return text;
    return `[${problem.index}]${idLabel(problem.id)} ${text}`;
  });
}

const shortId = (): string => crypto.randomUUID().slice(0, 8);

/**
 * A new record pre-filled from a stored one (so it has every field the schema wants) with a
 * fresh id, and a fresh slug where slugs must be unique. With nothing stored, only an id: the
 * validation then names each missing field.
 */
export function makeTemplate(
  collection: CollectionName,
  sample: AnyRecord | undefined,
  lastKey: EditorKey | undefined,
  now = new Date(),
): Record<string, unknown> {
  const suffix = shortId();
  if (collection === 'users') {
    return {
      id: crypto.randomUUID(),
      email: `new.user.${suffix}@example.com`,
      username: `user_${suffix}`,
      password: 'type-a-password-here',
      created_at: now.toISOString(),
    };
  }
  const id =
    collection === 'blogPosts'
      ? typeof lastKey === 'number'
        ? lastKey + 1
        : 1
      : `${collection.toLowerCase()}-${suffix}`;
  if (!sample) return { id };
  const template: Record<string, unknown> = { ...structuredClone(sample), id };
  if ('slug' in template) template.slug = `${String(template.slug)}-${suffix}`;
  return template;
}

/**
 * What a save did. On a page it names the records the save added and the page's own left out of
 * the array, which stay stored (an id changed in the array adds a record and keeps the old one).
 */
export function savedStatus(
  target: EditorTarget,
  savedKeys: readonly EditorKey[],
  added: readonly EditorKey[],
): string {
  const saved = `Saved ${plural(savedKeys.length, 'record')}.`;
  if (target.kind !== 'page') return saved;
  const kept = target.keys.filter((key) => !savedKeys.includes(key));
  const addedLine = added.length > 0 ? ` New: ${keyList(added)}.` : '';
  const keptLine =
    kept.length > 0
      ? ` Left out of the array but still stored: ${keyList(kept)} (Delete removes a record).`
      : '';
  return `${saved}${addedLine}${keptLine}`;
}

export function keysOf(records: readonly AnyRecord[]): EditorKey[] {
  return records.map((record) => record.id);
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
