/**
 * The banner for a data layer that cannot save: another tab upgraded the database, or the
 * browser refuses storage. Presentational: the shell passes the status (src/db/data-status).
 */
export type StorageBannerStatus = 'ready' | 'upgraded-elsewhere' | 'unavailable';

export function StorageBanner({
  status,
  onReload,
}: {
  status: StorageBannerStatus;
  onReload: () => void;
}) {
  if (status === 'ready') return null;
  return (
    <div role="alert" className="border-b border-warn/40 bg-warn/10 py-3 text-sm text-warn">
      <div className="shell-row flex flex-wrap items-center gap-3">
        {status === 'upgraded-elsewhere' ? (
          <>
            <p className="flex-1">AlphaScout was updated in another tab. Reload to continue.</p>
            <button type="button" className="btn-primary" onClick={onReload}>
              Reload
            </button>
          </>
        ) : (
          <p className="flex-1">
            Your browser is not letting AlphaScout store data (a private window or blocked site
            data); showing the built-in content read-only. Sign-up, import and editing are not
            available.
          </p>
        )}
      </div>
    </div>
  );
}
