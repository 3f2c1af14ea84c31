/**
 * The tracker's wallets (docs/data.md, "Wallets"), no React: a label and a public address per
 * wallet, per owner. Removing keeps the row emptied (a tombstone) and takes the wallet's ticks
 * out of every tracker row of the owner, in one transaction. A secret is never written: a label
 * or an address that looks like one is refused before anything else is checked.
 */
import { detectSecret, secretWarning } from '../../schemas/secrets';
import { validateWith } from '../../schemas/validate';
import {
  MAX_WALLET_LABEL,
  MAX_WALLETS,
  type WalletRow,
  walletRowSchema,
} from '../../schemas/wallet';
import { checkAddress, type WalletChain } from '../../schemas/wallet-address';
import type { AlphaScoutDb } from '../connection/database';
import { newerRows } from './newer-wins';
import { withColumns, withoutWallets } from './ticks';

/** The schema of the wallet rows this app writes. */
const WALLET_SCHEMA = 1;

export type WalletKey = [owner: string, id: string];

export function walletKeyOf(row: Pick<WalletRow, 'owner' | 'id'>): WalletKey {
  return [row.owner, row.id];
}

/** What the wallet form gives: no `id` for a new wallet. */
export interface WalletInput {
  id?: string;
  label: string;
  chain: WalletChain;
  address: string;
}

export type SaveWalletResult =
  { ok: true; wallet: WalletRow } | { ok: false; field: 'label' | 'address'; message: string };

/** An owner's wallets, removed ones left out, by label. */
export async function listWallets(db: AlphaScoutDb, owner: string): Promise<WalletRow[]> {
  const rows = await db.wallets.where('owner').equals(owner).toArray();
  return rows
    .filter((row) => !row.removed)
    .sort((a, b) => a.label.localeCompare(b.label) || (a.id < b.id ? -1 : 1));
}

/** The problem with the form's fields on their own, or the row they make. */
function rowOf(
  owner: string,
  input: WalletInput,
  now: Date,
): Exclude<SaveWalletResult, { ok: true }> | WalletRow {
  const label = input.label.trim();
  // Secrets first: whatever else is wrong, a pasted key must be named as one (and never stored).
  const labelSecret = detectSecret(label);
  if (labelSecret !== null)
    return { ok: false, field: 'label', message: secretWarning(labelSecret) };
  const addressSecret = detectSecret(input.address);
  if (addressSecret !== null)
    return { ok: false, field: 'address', message: secretWarning(addressSecret) };
  if (label === '') return { ok: false, field: 'label', message: 'Give the wallet a name.' };
  if (label.length > MAX_WALLET_LABEL)
    return {
      ok: false,
      field: 'label',
      message: `Keep the name to ${MAX_WALLET_LABEL} characters or fewer.`,
    };
  const checked = checkAddress(input.chain, input.address);
  if (!checked.ok) return { ok: false, field: 'address', message: checked.message };
  return {
    schema: WALLET_SCHEMA,
    owner,
    id: input.id ?? crypto.randomUUID(),
    label,
    chain: input.chain,
    address: checked.address,
    updatedAt: now.toISOString(),
  };
}

/**
 * Adds a wallet, or changes the one with `input.id`: the address is stored in its normal form.
 * Refused, with nothing written: a label or address that looks like a secret, a blank or long
 * label, an address its chain does not accept, an address another of the owner's wallets on the
 * same chain has, a removed wallet, and a wallet past {@link MAX_WALLETS}.
 */
export async function saveWallet(
  db: AlphaScoutDb,
  owner: string,
  input: WalletInput,
  now = new Date(),
): Promise<SaveWalletResult> {
  const wallet = rowOf(owner, input, now);
  if ('ok' in wallet) return wallet;
  // The schema is what a backup checks: a row it would refuse is never written.
  const valid = validateWith(walletRowSchema, wallet);
  if (!valid.ok)
    return {
      ok: false,
      field: valid.problems[0]?.path === 'label' ? 'label' : 'address',
      message: valid.problems[0]?.message ?? 'This wallet cannot be saved.',
    };
  return db.transaction('rw', db.wallets, async (): Promise<SaveWalletResult> => {
    const rows = await db.wallets.where('owner').equals(owner).toArray();
    const others = rows.filter((row) => !row.removed && row.id !== wallet.id);
    if (rows.some((row) => row.id === wallet.id && row.removed))
      return { ok: false, field: 'label', message: 'This wallet was removed.' };
    const twin = others.find((row) => row.chain === wallet.chain && row.address === wallet.address);
    if (twin)
      return {
        ok: false,
        field: 'address',
        message: `This wallet is already in your list as ${twin.label}.`,
      };
    if (others.length >= MAX_WALLETS)
      return {
        ok: false,
        field: 'label',
        message: `You can keep up to ${MAX_WALLETS.toLocaleString('en')} wallets. Remove one to add another.`,
      };
    await db.wallets.put(wallet);
    return { ok: true, wallet };
  });
}

/**
 * Removes a wallet: its row is emptied (a tombstone, so an older backup cannot bring it back) and
 * its column leaves every tracker row of the owner, each with a new `updatedAt`. Returns false
 * when there was no such wallet.
 */
export function removeWallet(
  db: AlphaScoutDb,
  owner: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const updatedAt = now.toISOString();
  return db.transaction('rw', [db.wallets, db.tracking], async () => {
    const stored = await db.wallets.get([owner, id]);
    if (!stored || stored.removed) return false;
    await db.wallets.put({ ...stored, label: '', address: '', updatedAt, removed: true });
    const gone = new Set([id]);
    const rows = await db.tracking
      .where('owner')
      .equals(owner)
      .filter((row) => row.walletSteps?.[id] !== undefined)
      .toArray();
    await db.tracking.bulkPut(
      rows.map((row) => ({ ...withColumns(row, withoutWallets(row, gone)), updatedAt })),
    );
    return true;
  });
}

/**
 * Moves the wallets of `from` to `to` (on sign-in, the guest's into the account's), inside the
 * caller's transaction over `db.wallets`, and empties `from`'s. A wallet whose address `to`
 * already keeps on the same chain is not moved: its ticks go to `to`'s wallet. No wallet is
 * lost to {@link MAX_WALLETS}: the limit is for adding one. Returns, for each wallet of `from`,
 * the id its ticks go to, or null where they go nowhere (a wallet removed by either).
 */
export async function moveWallets(
  db: AlphaScoutDb,
  from: string,
  to: string,
): Promise<Map<string, string | null>> {
  const [moving, staying] = await Promise.all([
    db.wallets.where('owner').equals(from).toArray(),
    db.wallets.where('owner').equals(to).toArray(),
  ]);
  const byId = new Map(staying.map((row) => [row.id, row]));
  const live = staying.filter((row) => !row.removed);
  const ids = new Map<string, string | null>();
  const moved: WalletRow[] = [];
  for (const wallet of moving) {
    const kept =
      byId.get(wallet.id) ??
      live.find((row) => row.chain === wallet.chain && row.address === wallet.address);
    if (wallet.removed || kept?.removed) ids.set(wallet.id, null);
    else if (kept) ids.set(wallet.id, kept.id);
    else {
      const row = { ...wallet, owner: to };
      ids.set(wallet.id, wallet.id);
      moved.push(row);
      live.push(row);
    }
  }
  await db.wallets.bulkPut(moved);
  await db.wallets.where('owner').equals(from).delete();
  return ids;
}

/** The wallet rows to write when `incoming` meets `existing` (pure; a backup import uses it): newer wins per [owner+id]. */
export function mergeWalletRows(
  existing: readonly WalletRow[],
  incoming: readonly WalletRow[],
): WalletRow[] {
  return newerRows(existing, incoming, walletKeyOf);
}
