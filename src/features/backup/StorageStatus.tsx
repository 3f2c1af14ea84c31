import { useEffect, useState } from 'react';
import { readStorageInfo, requestPersistentStorage, type StorageInfo } from '../../db/storage-info';

const size = (bytes: number): string =>
  bytes >= 1_073_741_824 ? `${(bytes / 1_073_741_824).toFixed(1)} GB` : bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/** How much this site stores and may store, and whether the browser promises to keep it. */
export function StorageStatus() {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    void readStorageInfo().then(setInfo);
  }, []);

  if (!info) return null;
  return (
    <div className="rounded-lg border border-ink-600 p-3 text-sm">
      {info.usage !== undefined && info.quota !== undefined ? (
        <p>
          This site uses <strong>{size(info.usage)}</strong> of the <strong>{size(info.quota)}</strong> this browser allows it.
        </p>
      ) : (
        <p className="muted">This browser does not say how much storage the site may use.</p>
      )}
      {info.persisted === true ? (
        <p className="mt-1 text-bullish">Storage is persistent: the browser will not clear it to free space.</p>
      ) : info.persisted === false ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="muted">Storage is not persistent: under storage pressure the browser may clear it.</p>
          <button
            type="button"
            className="btn-outline"
            disabled={asking}
            onClick={() => {
              setAsking(true);
              void requestPersistentStorage().then((persisted) => {
                setInfo({ ...info, persisted });
                setAsking(false);
              });
            }}
          >
            Make storage persistent
          </button>
        </div>
      ) : null}
    </div>
  );
}
