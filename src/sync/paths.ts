/**
 * What the entries of a sync room name and hold (the sync contract, "The room's content"): one
 * path per field of a tracker row or a wallet, without the owner (a space is bound to a local
 * owner on each device), and the value each path may hold. Paths are the unit of the merge, so a
 * field that must change together with another shares its path: a wallet's chain travels with its
 * address, since an address merged with another write's chain would be an address of the wrong
 * chain. Ids and step keys may hold any character, so each segment is escaped: `|` and `%`, a
 * whole segment `-` (the no-wallet column), and lone surrogates (which UTF-8 cannot carry, so two
 * paths would hash to one name). A path is read back only in its one canonical spelling.
 */
import * as v from 'valibot';

import { id, imageRef, requiredText } from '../schemas/common';
import { detectSecret } from '../schemas/secrets';
import {
  MAX_NOTE_LENGTH,
  MAX_STEP_KEY,
  REPEATS,
  TRACKABLE_COLLECTIONS,
  type TrackableCollection,
} from '../schemas/tracking';
import { MAX_WALLET_ADDRESS, MAX_WALLET_LABEL } from '../schemas/wallet';
import { checkAddress, WALLET_CHAINS } from '../schemas/wallet-address';

/** A tracker row (`t|<collection>|<itemId>`) or a wallet (`w|<walletId>`): the paths' prefix. */
export type RowRef =
  | { kind: 'tracking'; collection: TrackableCollection; itemId: string }
  | { kind: 'wallet'; walletId: string };

/** One field of a row, as a path names it. */
export type Field =
  | { row: RowRef & { kind: 'tracking' }; field: 'watched' | 'note' | 'meta' }
  /** A tick of one column: `walletId` null is the no-wallet column (`steps`). */
  | { row: RowRef & { kind: 'tracking' }; field: 'tick'; walletId: string | null; tick: string }
  | { row: RowRef & { kind: 'tracking' }; field: 'repeat'; stepKey: string }
  | { row: RowRef & { kind: 'wallet' }; field: 'label' | 'address' | 'removed' };

export type FieldName = Field['field'];

const tick = v.pipe(v.string(), v.maxLength(MAX_STEP_KEY + '@YYYY-MM-DD'.length));
const stepKey = v.pipe(v.string(), v.maxLength(MAX_STEP_KEY));

/** A wallet's label as its row may hold it; empty once the wallet is removed. */
const walletLabel = v.pipe(
  v.string(),
  v.check(
    (label) =>
      label === '' ||
      (detectSecret(label) === null && label.trim() !== '' && label.length <= MAX_WALLET_LABEL),
    'must be a wallet label',
  ),
);

/** A wallet's chain and address, as its row may hold them; the address empty once removed. */
const walletAddress = v.pipe(
  v.object({ chain: v.picklist(WALLET_CHAINS), address: v.string() }),
  v.check(({ chain, address }) => {
    if (address === '') return true;
    if (address.length > MAX_WALLET_ADDRESS) return false;
    const checked = checkAddress(chain, address);
    return checked.ok && checked.address === address;
  }, 'must be an address of its chain, written as stored'),
);

/** The value each field holds: tombstones (false, null, removed) are values like any other. */
export const FIELD_VALUES = {
  watched: v.boolean(),
  note: v.pipe(v.string(), v.maxLength(MAX_NOTE_LENGTH)),
  meta: v.object({ name: requiredText, image: v.optional(imageRef) }),
  tick: v.boolean(),
  repeat: v.nullable(v.picklist(REPEATS)),
  label: walletLabel,
  address: walletAddress,
  removed: v.boolean(),
} satisfies Record<FieldName, v.GenericSchema>;

export type FieldValues = { [Name in FieldName]: v.InferOutput<(typeof FIELD_VALUES)[Name]> };
export type FieldValue = FieldValues[FieldName];

/** A path: the string an entry's name is the HMAC of. */
export type Path = string;

/** The first segment of a path that is `-` when a tick has no wallet. */
const NO_WALLET = '-';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = new RegExp(`%|\\||${LONE_SURROGATE.source}`, 'g');
const ESCAPED = /%(25|7C|2D|u[0-9A-F]{4})/g;

const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

function escaped(segment: string): string {
  if (segment === NO_WALLET) return '%2D';
  return segment.replace(SPECIAL, (special) =>
    special === '%' ? '%25' : special === '|' ? '%7C' : `%u${hex4(special.charCodeAt(0))}`,
  );
}

/** The segment `text` spells, or null when it is not the canonical spelling of any. */
function unescaped(text: string): string | null {
  const segment = text.replace(ESCAPED, (_, code: string) =>
    code === '25'
      ? '%'
      : code === '7C'
        ? '|'
        : code === '2D'
          ? '-'
          : String.fromCharCode(parseInt(code.slice(1), 16)),
  );
  return escaped(segment) === text ? segment : null;
}

const FIELD_CODES = {
  watched: 'w',
  note: 'n',
  meta: 'm',
  tick: 'k',
  repeat: 'r',
  label: 'l',
  address: 'a',
  removed: 'x',
} as const satisfies Record<FieldName, string>;

/** A row's prefix: what all its paths start with, followed by `|`. */
export function rowPath(row: RowRef): Path {
  return row.kind === 'tracking'
    ? `t|${row.collection}|${escaped(row.itemId)}`
    : `w|${escaped(row.walletId)}`;
}

export function pathOf(field: Field): Path {
  const code = FIELD_CODES[field.field];
  const row = rowPath(field.row);
  switch (field.field) {
    case 'tick':
      return `${row}|${code}|${field.walletId === null ? NO_WALLET : escaped(field.walletId)}|${escaped(field.tick)}`;
    case 'repeat':
      return `${row}|${code}|${escaped(field.stepKey)}`;
    default:
      return `${row}|${code}`;
  }
}

/** A raw segment's text, if it is an id spelled canonically. */
function idIn(raw: string | undefined): string | null {
  const text = raw === undefined ? null : unescaped(raw);
  if (text === null) return null;
  const parsed = v.safeParse(id, text);
  return parsed.success && parsed.output === text ? text : null;
}

/** A raw segment's text, if it is spelled canonically and `schema` accepts it. */
function textIn(raw: string | undefined, schema: v.GenericSchema<string>): string | null {
  const text = raw === undefined ? null : unescaped(raw);
  return text !== null && v.is(schema, text) ? text : null;
}

const isCollection = (text: string | undefined): text is TrackableCollection =>
  (TRACKABLE_COLLECTIONS as readonly (string | undefined)[]).includes(text);

function trackingField(segments: readonly string[]): Field | null {
  const [collection, rawItemId, code, first, second, ...rest] = segments;
  const itemId = idIn(rawItemId);
  if (!isCollection(collection) || itemId === null || rest.length > 0) return null;
  const row = { kind: 'tracking', collection, itemId } as const;
  if (first === undefined) {
    if (code === 'w') return { row, field: 'watched' };
    if (code === 'n') return { row, field: 'note' };
    if (code === 'm') return { row, field: 'meta' };
    return null;
  }
  if (code === 'r' && second === undefined) {
    const key = textIn(first, stepKey);
    return key === null ? null : { row, field: 'repeat', stepKey: key };
  }
  const ticked = textIn(second, tick);
  if (code !== 'k' || ticked === null) return null;
  const walletId = first === NO_WALLET ? null : idIn(first);
  if (first !== NO_WALLET && walletId === null) return null;
  return { row, field: 'tick', walletId, tick: ticked };
}

function walletField(segments: readonly string[]): Field | null {
  const [rawWalletId, code, ...rest] = segments;
  const walletId = idIn(rawWalletId);
  if (walletId === null || rest.length > 0) return null;
  const row = { kind: 'wallet', walletId } as const;
  if (code === 'l') return { row, field: 'label' };
  if (code === 'a') return { row, field: 'address' };
  if (code === 'x') return { row, field: 'removed' };
  return null;
}

/** The field a path names, or null for anything this app does not write. */
export function parsePath(path: Path): Field | null {
  const [kind, ...segments] = path.split('|');
  const field =
    kind === 't' ? trackingField(segments) : kind === 'w' ? walletField(segments) : null;
  return field !== null && pathOf(field) === path ? field : null;
}

/** The value a field holds, checked, or null when it is not one (a repeat's null is one). */
export function checkedValue(field: Field, value: unknown): { value: FieldValue } | null {
  const parsed = v.safeParse(FIELD_VALUES[field.field], value);
  return parsed.success ? { value: parsed.output } : null;
}
