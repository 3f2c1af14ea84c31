/**
 * A tracker row or a wallet as the fields a sync room holds, and back (the sync contract, "The
 * room's content"). The room knows no owner: a device's rows become fields without it, and remote
 * fields become rows of the owner the space is bound to on this device. A row lists only the ticks
 * that are on and the repeats that are set, so a field a row does not list has its absent value:
 * a tick not listed is off, a repeat not listed is none. Fields merge one by one, so the row they
 * make is checked as a whole: its columns pruned to the bounds every local write keeps
 * (src/db/tracking/ticks.ts), a removed wallet emptied whatever label or address was written to it
 * meanwhile, and a row still missing what it needs (remote fields arrive in any order) is no row.
 */
import * as v from 'valibot';

import { boundedTicks } from '../db/tracking/ticks';
import { TRACKING_SCHEMA, type TrackingRow, trackingRowSchema } from '../schemas/tracking';
import { type WalletRow, walletRowSchema } from '../schemas/wallet';
import {
  type Field,
  type FieldValue,
  type FieldValues,
  parsePath,
  type Path,
  pathOf,
  rowPath,
  type RowRef,
} from './paths';

/** Some fields of rows, by path. */
export type Fields = Map<Path, FieldValue>;

/** What the schema of the wallet rows this app writes is. */
const WALLET_SCHEMA = 1;

/** The value of a field its row does not list, or undefined when a row always lists it. */
export function absentValue(field: Field): FieldValue | undefined {
  if (field.field === 'tick') return false;
  if (field.field === 'repeat') return null;
  return undefined;
}

/**
 * The value a field has before anyone wrote it: its absent value, an empty note, not watched. A
 * device does not send a field of a row new to it at this value, since it wrote nothing there:
 * sent, it would be newer than what another device wrote before the two met, and erase it.
 */
export function initialValue(field: Field): FieldValue | undefined {
  if (field.field === 'note') return '';
  if (field.field === 'watched') return false;
  return absentValue(field);
}

export function fieldsOfTrackingRow(row: TrackingRow): Fields {
  const ref = { kind: 'tracking', collection: row.collection, itemId: row.itemId } as const;
  const fields: Fields = new Map();
  const set = <Name extends Field['field']>(
    field: Field & { field: Name },
    value: FieldValues[Name],
  ) => fields.set(pathOf(field), value);
  set({ row: ref, field: 'watched' }, row.watched);
  set({ row: ref, field: 'note' }, row.note);
  set(
    { row: ref, field: 'meta' },
    row.image === undefined ? { name: row.name } : { name: row.name, image: row.image },
  );
  for (const tick of row.steps) set({ row: ref, field: 'tick', walletId: null, tick }, true);
  for (const [walletId, ticks] of Object.entries(row.walletSteps ?? {}))
    for (const tick of ticks) set({ row: ref, field: 'tick', walletId, tick }, true);
  for (const [stepKey, repeat] of Object.entries(row.repeats ?? {}))
    set({ row: ref, field: 'repeat', stepKey }, repeat);
  return fields;
}

export function fieldsOfWalletRow(row: WalletRow): Fields {
  const ref = { kind: 'wallet', walletId: row.id } as const;
  const removed = row.removed === true;
  return new Map<Path, FieldValue>([
    [pathOf({ row: ref, field: 'label' }), removed ? '' : row.label],
    [
      pathOf({ row: ref, field: 'address' }),
      { chain: row.chain, address: removed ? '' : row.address },
    ],
    [pathOf({ row: ref, field: 'removed' }), removed],
  ]);
}

/** Each field of `fields` with its value, all of one row (a programming error otherwise). */
function parsedFields(ref: RowRef | undefined, fields: ReadonlyMap<Path, FieldValue>) {
  const parsed: { field: Field; value: FieldValue }[] = [];
  let row = ref === undefined ? undefined : rowPath(ref);
  for (const [path, value] of fields) {
    const field = parsePath(path);
    if (field === null) throw new Error(`Not a sync path: ${path}`);
    row ??= rowPath(field.row);
    if (rowPath(field.row) !== row) throw new Error(`Fields of two rows: ${row} and ${path}`);
    parsed.push({ field, value });
  }
  return parsed;
}

/** `existing`'s fields with `changes` over them: a change to a row's field takes its place. */
function merged(existing: Fields | undefined, changes: ReadonlyMap<Path, FieldValue>): Fields {
  const fields: Fields = new Map(existing);
  for (const [path, value] of changes) fields.set(path, value);
  return fields;
}

/**
 * The tracker row of `owner` that `changes` make of `existing` (undefined: of nothing but the
 * changes), or null when they make no valid row yet (no name, say, before its entry arrived).
 */
export function applyTrackingFields(
  existing: TrackingRow | undefined,
  owner: string,
  changes: ReadonlyMap<Path, FieldValue>,
  updatedAt: string,
): TrackingRow | null {
  const ref =
    existing &&
    ({ kind: 'tracking', collection: existing.collection, itemId: existing.itemId } as const);
  const fields = parsedFields(ref, merged(existing && fieldsOfTrackingRow(existing), changes));
  const first = fields[0]?.field.row;
  if (first?.kind !== 'tracking') return null;
  let watched = false;
  let note = '';
  let meta: FieldValues['meta'] | undefined;
  const steps: string[] = [];
  // Maps, not objects, until the end: an id or step key may be `__proto__`.
  const walletSteps = new Map<string, string[]>();
  const repeats = new Map<string, 'daily' | 'weekly'>();
  for (const { field, value } of fields) {
    if (field.field === 'watched') watched = value === true;
    else if (field.field === 'note' && typeof value === 'string') note = value;
    else if (
      field.field === 'meta' &&
      typeof value === 'object' &&
      value !== null &&
      'name' in value
    )
      meta = value;
    else if (field.field === 'tick' && value === true) {
      if (field.walletId === null) steps.push(field.tick);
      else
        walletSteps.set(field.walletId, [...(walletSteps.get(field.walletId) ?? []), field.tick]);
    } else if (field.field === 'repeat' && (value === 'daily' || value === 'weekly'))
      repeats.set(field.stepKey, value);
  }
  if (meta === undefined) return null;
  const columns = [...walletSteps].map(([id, ticks]) => [id, boundedTicks(ticks)] as const);
  const row = {
    schema: TRACKING_SCHEMA,
    owner,
    collection: first.collection,
    itemId: first.itemId,
    watched,
    steps: boundedTicks(steps),
    ...(columns.length === 0 ? {} : { walletSteps: Object.fromEntries(columns) }),
    ...(repeats.size === 0 ? {} : { repeats: Object.fromEntries(repeats) }),
    note,
    updatedAt,
    name: meta.name,
    ...(meta.image === undefined ? {} : { image: meta.image }),
  } satisfies TrackingRow;
  return v.is(trackingRowSchema, row) ? row : null;
}

/**
 * The wallet of `owner` that `changes` make of `existing` (undefined: of nothing but the
 * changes), or null when they make no valid wallet yet (no address, say, before its entry arrived).
 */
export function applyWalletFields(
  existing: WalletRow | undefined,
  owner: string,
  changes: ReadonlyMap<Path, FieldValue>,
  updatedAt: string,
): WalletRow | null {
  const ref = existing && ({ kind: 'wallet', walletId: existing.id } as const);
  const fields = parsedFields(ref, merged(existing && fieldsOfWalletRow(existing), changes));
  const first = fields[0]?.field.row;
  if (first?.kind !== 'wallet') return null;
  let label: string | undefined;
  let address: FieldValues['address'] | undefined;
  let removed = false;
  for (const { field, value } of fields) {
    if (field.field === 'label' && typeof value === 'string') label = value;
    else if (
      field.field === 'address' &&
      typeof value === 'object' &&
      value !== null &&
      'chain' in value
    )
      address = value;
    else if (field.field === 'removed') removed = value === true;
  }
  const base = { schema: WALLET_SCHEMA, owner, id: first.walletId, updatedAt } as const;
  const row: WalletRow | null = removed
    ? { ...base, label: '', chain: address?.chain ?? 'other', address: '', removed: true }
    : label === undefined || address === undefined
      ? null
      : { ...base, label, chain: address.chain, address: address.address };
  return row !== null && v.is(walletRowSchema, row) ? row : null;
}
