import { useEffect, useRef, useState } from 'react';

import {
  readStorageInfo,
  requestPersistentStorage,
  type StorageInfo,
} from '../../db/storage/usage';
import { useFocusIfLost } from '../../ui/useFocusIfLost';

const size = (bytes: number): string =>
  bytes >= 1_073_741_824
    ? `${(bytes / 1_073_741_824).toFixed(1)} GB`
    : bytes >= 1_048_576
      ? `${(bytes / 1_048_576).toFixed(1)} MB`
      : `${Math.round(bytes / 1024)} KB`;

/** Said when the browser declines to make storage persistent; Chromium decides by how the site is used. */
export const PERSIST_DECLINED =
  'The browser declined for now. Browsers grant this to sites used often, bookmarked or installed as an app.';

/**
 * How much this site stores and may store, and whether the browser promises to keep it. Read
 * again each time `busy` (an import or export running) ends.
 */
export function StorageStatus({ busy = false }: { busy?: boolean }) {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  const [asking, setAsking] = useState(false);
  const [declined, setDeclined] = useState(false);
  const persistent = useRef<HTMLParagraphElement>(null);
  const focusIfLost = useFocusIfLost();

  useEffect(() => {
    if (busy) return;
    let current = true;
    void readStorageInfo().then((read) => {
      if (current) setInfo(read);
    });
    return () => {
      current = false;
    };
  }, [busy]);

  if (!info) return null;
  return (
    <div className="rounded-lg border border-ink-600 p-3 text-sm">
      {info.usage !== undefined && info.quota !== undefined ? (
        <p>
          This site uses <strong>{size(info.usage)}</strong> of the{' '}
          <strong>{size(info.quota)}</strong> this browser allows it.
        </p>
      ) : (
        <p className="muted">This browser does not say how much storage the site may use.</p>
      )}
      {info.persisted === true ? (
        <p ref={persistent} className="mt-1 text-bullish">
          Storage is persistent: the browser will not clear it to free space.
        </p>
      ) : info.persisted === false ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="muted">
            Storage is not persistent: under storage pressure the browser may clear it.
          </p>
          <button
            type="button"
            className={`btn-outline ${asking ? 'cursor-wait opacity-50' : ''}`}
            // aria-disabled, not disabled, while asking: a disabled button drops focus to <body>.
            aria-disabled={asking || undefined}
            onClick={() => {
              if (asking) return;
              setAsking(true);
              void requestPersistentStorage().then((persisted) => {
                setInfo({ ...info, persisted });
                setDeclined(!persisted);
                setAsking(false);
                // Granted, the button gives way to the line that says so, which takes the focus.
                focusIfLost(() => persistent.current);
              });
            }}
          >
            Make storage persistent
          </button>
          <p role="status" className="muted w-full text-xs">
            {declined ? PERSIST_DECLINED : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
