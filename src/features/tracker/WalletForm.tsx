/**
 * The "Add a wallet" form of /tracker (docs/product.md, "My wallets"). Every change and paste of
 * the label and the address is screened for a secret: one found empties the field at once and
 * says why in an alert, so a key is held nowhere, not even in this form's state.
 */
import {
  type ClipboardEvent,
  type RefObject,
  type SyntheticEvent,
  useId,
  useRef,
  useState,
} from 'react';

import { CHAIN_NAMES, WALLET_CHAINS, type WalletChain } from '../../schemas/wallet-address';
import type { WalletActions } from '../../tracking/useWallets';
import {
  ADDRESS_HINT,
  ADDRESS_PLACEHOLDERS,
  LABEL_HINT,
  screened,
  WALLET_ADDED,
  type WalletField,
} from './wallet-form';

type Problems = Partial<Record<WalletField | 'form', string>>;

interface FieldProps {
  label: string;
  value: string;
  hint: string;
  error: string | undefined;
  /** The secret warning of this field, in an alert. */
  warning: string | undefined;
  placeholder: string;
  mono?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onText: (text: string) => void;
}

function TextField({
  label,
  value,
  hint,
  error,
  warning,
  placeholder,
  mono = false,
  inputRef,
  onText,
}: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : `${id}-hint`, warning ? `${id}-warning` : null]
    .filter(Boolean)
    .join(' ');
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    // Kept out of the field: the change that would follow is not waited for. Anything else
    // pasted goes in, and the change screens the field's whole text.
    if (screened(pasted).warning === null) return;
    event.preventDefault();
    onText(pasted);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-text">
        {label}
      </label>
      {/* No maxLength: the browser would cut a pasted key or phrase to a length that no longer
          looks like one, and keep the rest; a long label is refused when saved instead. */}
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        // Nothing typed here is offered to the browser's form history or its spell checker.
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        dir={mono ? 'ltr' : 'auto'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field-input ${mono ? 'font-mono text-sm' : ''}`}
        onChange={(event) => onText(event.target.value)}
        onPaste={paste}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-text-faint">
          {hint}
        </p>
      )}
      {warning && (
        <p
          id={`${id}-warning`}
          role="alert"
          className="mt-2 rounded-lg border border-bearish/40 bg-bearish/10 p-3 text-sm text-bearish"
        >
          {warning}
        </p>
      )}
    </div>
  );
}

export function WalletForm({ add }: { add: WalletActions['add'] }) {
  const headingId = useId();
  const chainId = useId();
  const [label, setLabel] = useState('');
  const [chain, setChain] = useState<WalletChain>('evm');
  const [address, setAddress] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [warning, setWarning] = useState<{ field: WalletField; message: string } | null>(null);
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);
  const labelRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);

  const change = (field: WalletField) => (text: string) => {
    const kept = screened(text);
    (field === 'label' ? setLabel : setAddress)(kept.value);
    const message = kept.warning;
    // A warning stays until its own field changes again: the other field's typing is no answer.
    setWarning((shown) =>
      message !== null ? { field, message } : shown?.field === field ? null : shown,
    );
    setProblems((old) => ({ ...old, [field]: undefined, form: undefined }));
    setAdded('');
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await add({ label, chain, address });
    setBusy(false);
    setWarning(null);
    if (result.ok) {
      setLabel('');
      setAddress('');
      setProblems({});
      setAdded(WALLET_ADDED);
      labelRef.current?.focus();
      return;
    }
    setProblems({ [result.field]: result.message });
    if (result.field !== 'form')
      (result.field === 'label' ? labelRef : addressRef).current?.focus();
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className="card space-y-4"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className="font-semibold text-text">
        Add a wallet
      </h3>
      <TextField
        label="Label"
        value={label}
        hint={LABEL_HINT}
        error={problems.label}
        warning={warning?.field === 'label' ? warning.message : undefined}
        placeholder="Main"
        inputRef={labelRef}
        onText={change('label')}
      />
      <div>
        <label htmlFor={chainId} className="block text-sm font-medium text-text">
          Chain
        </label>
        <select
          id={chainId}
          className="field-input"
          value={chain}
          onChange={(event) => {
            const next = WALLET_CHAINS.find((value) => value === event.target.value);
            if (!next) return;
            setChain(next);
            // The address's problem was its chain's: it is checked again on the next try.
            setProblems((old) => ({ ...old, address: undefined }));
          }}
        >
          {WALLET_CHAINS.map((value) => (
            <option key={value} value={value}>
              {CHAIN_NAMES[value]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Address"
        value={address}
        hint={ADDRESS_HINT}
        error={problems.address}
        warning={warning?.field === 'address' ? warning.message : undefined}
        placeholder={ADDRESS_PLACEHOLDERS[chain]}
        mono
        inputRef={addressRef}
        onText={change('address')}
      />
      {problems.form && (
        <p
          role="alert"
          className="rounded-lg border border-bearish/40 bg-bearish/10 p-3 text-sm text-bearish"
        >
          {problems.form}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {/* Not disabled while busy (submit ignores it then): a disabled button drops focus to <body>. */}
        <button
          type="submit"
          className={`btn-primary ${busy ? 'cursor-wait opacity-50' : ''}`}
          aria-disabled={busy || undefined}
        >
          Add wallet
        </button>
        <p role="status" className="text-sm text-bullish">
          {added}
        </p>
      </div>
    </form>
  );
}
