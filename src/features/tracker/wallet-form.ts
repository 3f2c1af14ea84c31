/**
 * The wallet form's rules, pure (docs/product.md, "My wallets"): what a field keeps of what was
 * typed or pasted, and the texts the form shows.
 */
import { detectSecret, secretWarning } from '../../schemas/secrets';
import { MAX_WALLET_LABEL } from '../../schemas/wallet';
import type { WalletChain } from '../../schemas/wallet-address';

export type WalletField = 'label' | 'address';

/** What a field keeps of a change: the text, or nothing and the warning when it holds a secret. */
export type Screened = { value: string; warning: null } | { value: ''; warning: string };

/**
 * A secret is dropped whole, not trimmed to what is left: the field empties, and the text goes
 * nowhere, neither state nor storage (see src/schemas/secrets.ts for why).
 */
export function screened(text: string): Screened {
  const kind = detectSecret(text);
  return kind === null
    ? { value: text, warning: null }
    : { value: '', warning: secretWarning(kind) };
}

export const WALLET_ADDED = 'Wallet added';
export const WALLET_REMOVED = 'Wallet removed';

export const WALLETS_EMPTY =
  'Add the public addresses you farm with: then each task can be ticked per wallet.';

export const WALLETS_STAY = 'They never leave this browser: nothing is sent anywhere.';
export const WALLETS_SYNCED =
  'They reach your other devices end-to-end encrypted: the sync server cannot read them.';

export const LABEL_HINT = `Up to ${MAX_WALLET_LABEL} characters, e.g. Main or Farming 2.`;

export const ADDRESS_HINT = 'Only the public address: never a private key or recovery phrase.';

/** What an address looks like on each chain, as the field's placeholder. */
export const ADDRESS_PLACEHOLDERS: Record<WalletChain, string> = {
  evm: '0x…',
  solana: 'A base58 address',
  bitcoin: 'bc1…, 1… or 3…',
  other: 'The public address',
};

export function removeConfirmation(label: string): string {
  return `Remove the wallet “${label}”? The steps ticked for it lose those ticks. This cannot be undone.`;
}
