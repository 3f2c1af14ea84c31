/**
 * "Sync" on /tracker (docs/sync.md, "The Sync panel"), in a build with a sync server only: start
 * a space or join one, show its code, QR code and link, share a read-only code, stop. A link's
 * code (`#join=`) fills the join form and waits for a yes: a link must not merge a tracker into
 * someone else's space on its own.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';

import { type SyncView, useSyncActions, useSyncView } from '../../tracking/useSync';
import { Spinner } from '../../ui/Spinner';
import {
  ALREADY_SYNCING,
  codeInFragment,
  JOIN_FROM_LINK,
  joinLink,
  READ_ONLY_NOTE,
  statusText,
  STOP_CONFIRMATION,
} from './sync-panel';

const QrCode = lazy(() => import('../../ui/QrCode'));

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn-outline"
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          (error: unknown) => console.error('AlphaScout: the code could not be copied', error),
        );
      }}
    >
      {copied ? 'Copied' : label}
    </button>
  );
}

/** A code with its QR code and link: what another device needs to join. */
function CodeCard({
  title,
  code,
  hint,
  focusOnShow = false,
}: {
  title: string;
  code: string;
  hint: string;
  /** Takes focus when it appears: the button that showed it is gone. */
  focusOnShow?: boolean;
}) {
  const link = joinLink(window.location.origin, code);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) titleRef.current?.focus();
  }, [focusOnShow]);
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-ink-600 bg-ink-900 p-4 sm:flex-row">
      <Suspense fallback={<Spinner className="h-40 w-40 shrink-0" />}>
        <QrCode
          text={link}
          label={`QR code of the link: ${title}`}
          className="h-40 w-40 shrink-0"
        />
      </Suspense>
      <div className="min-w-0">
        <h3 ref={titleRef} tabIndex={-1} className="font-semibold text-text outline-none">
          {title}
        </h3>
        <p className="mt-1 text-sm text-text-muted">{hint}</p>
        <p className="mt-3 break-all font-mono text-base text-text" data-testid="sync-code">
          {code}
        </p>
        <p className="mt-2 break-all text-xs text-text-faint">
          <a href={link} className="underline hover:text-brand" data-testid="sync-link">
            {link}
          </a>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton text={code} label="Copy code" />
          <CopyButton text={link} label="Copy link" />
        </div>
      </div>
    </div>
  );
}

function JoinForm({
  prefilled,
  onJoined,
  onCancel,
}: {
  prefilled: string;
  onJoined: () => void;
  onCancel: () => void;
}) {
  const { join } = useSyncActions();
  const id = useId();
  const [code, setCode] = useState(prefilled);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it, or comes with a link: the field is where to be.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <form
      className="mt-4 max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        join(code)
          .then((result) => {
            if (result.ok) onJoined();
            else setError(result.message);
          })
          .catch((failure: unknown) => {
            console.error('AlphaScout: joining the tracker failed', failure);
            setError('Joining failed. Please try again.');
          })
          .finally(() => setBusy(false));
      }}
    >
      {prefilled !== '' && <p className="mb-3 text-sm text-text">{JOIN_FROM_LINK}</p>}
      <label htmlFor={id} className="block text-sm font-medium text-text">
        Code from your other device
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field-input font-mono"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX"
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${id}-error`}
        onChange={(event) => setCode(event.target.value)}
      />
      {error !== null && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Joining…' : 'Join'}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function StatusLine({ view }: { view: SyncView }) {
  const text = statusText(view);
  const tone =
    view.state === 'synced' && view.waiting === 0
      ? 'bg-bullish'
      : view.state === 'syncing' || view.state === 'synced'
        ? 'bg-brand'
        : 'bg-warn';
  // Syncing and Synced follow every tick: said aloud only when something is wrong.
  const trouble = !(view.state === 'syncing' || view.state === 'synced');
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-text" data-testid="sync-status">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${tone}`} />
        {text}
      </p>
      <p role="status" className="sr-only">
        {trouble ? text : ''}
      </p>
    </>
  );
}

/** The panel of an owner who syncs on this device. */
function Syncing({
  view,
  startedHere,
  onStopped,
}: {
  view: SyncView;
  startedHere: boolean;
  onStopped: () => void;
}) {
  const { readOnlyCode, stop } = useSyncActions();
  const [readCode, setReadCode] = useState<string | null>(null);
  const space = view.space;
  if (!space) return null;
  return (
    <div className="mt-3 space-y-4">
      <StatusLine view={view} />
      {view.readOnly && <p className="text-sm text-text-muted">{READ_ONLY_NOTE}</p>}
      {!view.readOnly && (
        <details open={startedHere} className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand">
            Add another device
          </summary>
          <div className="mt-3">
            <CodeCard
              title="Code of this tracker"
              code={space.code}
              hint="Scan the QR code, open the link, or type the code under “Join with a code” on your other device. Anyone with this code can read and change your tracker: keep it to yourself."
            />
          </div>
        </details>
      )}
      {readCode !== null && (
        <CodeCard
          title="Read-only code"
          code={readCode}
          hint="A device joined with this code sees your tracker and every change to it, but cannot change it."
          focusOnShow
        />
      )}
      <div className="flex flex-wrap gap-2">
        {!view.readOnly && readCode === null && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              readOnlyCode().then(setReadCode, (error: unknown) =>
                console.error('AlphaScout: the read-only code could not be made', error),
              );
            }}
          >
            Share read-only
          </button>
        )}
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            if (!window.confirm(STOP_CONFIRMATION)) return;
            stop().then(onStopped, (error: unknown) =>
              console.error('AlphaScout: syncing could not be stopped', error),
            );
          }}
        >
          Stop syncing on this device
        </button>
      </div>
    </div>
  );
}

/**
 * The code of a `#join=` link, when the page opens with one or goes to one (a link followed on
 * this very page changes only the fragment), dropped from the address bar once read.
 */
function useCodeFromLink(onCode: () => void): string | null {
  const [code, setCode] = useState(() => codeInFragment(window.location.hash));
  useEffect(() => {
    const take = () => {
      const found = codeInFragment(window.location.hash);
      if (found === null) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      setCode(found);
      onCode();
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [onCode]);
  return code;
}

export default function SyncPanel() {
  const view = useSyncView();
  const { start } = useSyncActions();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [joining, setJoining] = useState(false);
  const openJoin = useCallback(() => setJoining(true), []);
  const linkCode = useCodeFromLink(openJoin);
  /** The link's code once joined with here: "already syncs" is about a link for another space. */
  const [joinedLink, setJoinedLink] = useState<string | null>(null);
  const [startedHere, setStartedHere] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const focusHeading = () => headingRef.current?.focus();

  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="sync-panel">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="section-title outline-none">
        Sync
      </h2>
      <div className="card mt-4">
        {view.space === undefined ? (
          <Spinner className="min-h-16" />
        ) : view.space !== null ? (
          <>
            {linkCode !== null && linkCode !== joinedLink && (
              <p className="text-sm text-warn">{ALREADY_SYNCING}</p>
            )}
            <Syncing view={view} startedHere={startedHere} onStopped={focusHeading} />
          </>
        ) : (
          <>
            <p className="max-w-3xl text-sm text-text-muted">
              Keep this tracker in step on your other devices: watched items, ticks, notes and
              wallets. Everything is encrypted on this device before it leaves; the sync server
              stores only what it cannot read.
            </p>
            {joining ? (
              <JoinForm
                key={linkCode ?? ''}
                prefilled={linkCode ?? ''}
                onJoined={() => {
                  setJoinedLink(linkCode);
                  setJoining(false);
                  focusHeading();
                }}
                onCancel={() => {
                  setJoining(false);
                  focusHeading();
                }}
              />
            ) : (
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={starting}
                  onClick={() => {
                    setFailure(null);
                    setStarting(true);
                    start()
                      .finally(() => setStarting(false))
                      .then(
                        () => {
                          setStartedHere(true);
                          focusHeading();
                        },
                        (error: unknown) => {
                          console.error('AlphaScout: the tracker could not start syncing', error);
                          setFailure('The tracker could not start syncing. Please try again.');
                        },
                      );
                  }}
                >
                  Sync this tracker
                </button>
                <button type="button" className="btn-outline" onClick={() => setJoining(true)}>
                  Join with a code
                </button>
              </div>
            )}
            {failure !== null && (
              <p role="alert" className="field-error">
                {failure}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
