/**
 * One wallet in the visitor's tracker (docs/data.md, "Wallets"): a label and a public address that
 * ticks can be kept for. User data like the tracker's rows: merged by `updatedAt` (newer wins),
 * and a removed wallet stays as an emptied tombstone so that an older backup cannot bring it back.
 * A backup never holds a secret: a row whose label or address looks like a private key or a
 * recovery phrase is refused, whoever wrote it.
 */
import * as v from 'valibot';

import { id, isoDate } from './common';
import { detectSecret } from './secrets';
import { checkAddress, WALLET_CHAINS } from './wallet-address';

/** The backup file's key for the wallet rows (beside `tracking`; merged, not replaced). */
export const WALLETS_BACKUP_KEY = 'wallets';

/** Most wallets one owner may keep. */
export const MAX_WALLETS = 1000;

/** Most wallet rows one backup may hold (every owner, tombstones included). */
export const MAX_WALLET_ROWS = 10_000;

/** Longest wallet label, in characters. */
export const MAX_WALLET_LABEL = 60;

/** Longest stored address: longer than any chain's address, short enough to bound a row. */
export const MAX_WALLET_ADDRESS = 200;

/** Why a field that looks like a secret is refused, as a backup's problem line says it. */
const secretInBackup = (text: string): string | null => {
  const kind = detectSecret(text);
  return kind === null ? null : `looks like a ${kind}; a backup never holds secrets`;
};

const walletFields = v.object({
  /** Schema version of the row: bumped when its shape changes, so an older app refuses a newer row. */
  schema: v.literal(1, 'must be 1: this wallet was made by a newer version of AlphaScout'),
  /** `account:<id>` for a signed-in account, `guest` for this browser's guest tracker. */
  owner: id,
  /** Made by the caller (`crypto.randomUUID()`); never reused, so a tombstone stays final. */
  id,
  // Lengths are checked with the rest in `labelProblem` and `addressProblem`: a pasted secret is
  // often longer than a label, and must be named as a secret, not as too long.
  label: v.string(),
  chain: v.picklist(WALLET_CHAINS, `must be one of ${WALLET_CHAINS.join(', ')}`),
  address: v.string(),
  updatedAt: isoDate,
  removed: v.optional(v.literal(true, 'must be true or left out')),
});

type WalletFields = v.InferOutput<typeof walletFields>;

const tooLong = (text: string, limit: number): string | null =>
  text.length > limit ? `must be at most ${limit} characters` : null;

/** The problem with one field of a row of the right shape, or null: a secret first, then the rest. */
function labelProblem(row: WalletFields): string | null {
  if (row.removed) return row.label === '' ? null : 'must be empty on a removed wallet';
  return (
    secretInBackup(row.label) ??
    (row.label.trim() === '' ? 'must not be empty' : tooLong(row.label, MAX_WALLET_LABEL))
  );
}

function addressProblem(row: WalletFields): string | null {
  if (row.removed) return row.address === '' ? null : 'must be empty on a removed wallet';
  const problem = secretInBackup(row.address) ?? tooLong(row.address, MAX_WALLET_ADDRESS);
  if (problem !== null) return problem;
  const checked = checkAddress(row.chain, row.address);
  if (!checked.ok) return checked.message;
  return checked.address === row.address
    ? null
    : `must be written as ${JSON.stringify(checked.address)}`;
}

/** A check of the whole row whose problem is reported on one field, so the line names it. */
const fieldCheck = (field: 'label' | 'address', problem: (row: WalletFields) => string | null) =>
  v.forward(
    v.check<WalletFields, v.ErrorMessage<v.CheckIssue<WalletFields>>>(
      (row) => problem(row) === null,
      (issue) => problem(issue.input) ?? '',
    ),
    [field],
  );

export const walletRowSchema = v.pipe(
  walletFields,
  fieldCheck('label', labelProblem),
  fieldCheck('address', addressProblem),
);

export type WalletRow = v.InferOutput<typeof walletRowSchema>;
