import { COLLECTION_LABELS, COLLECTION_NAMES } from '../../schemas/registry';
import { Spinner } from '../../ui/Spinner';
import { useCollectionCounts } from './useCollectionCounts';

/** The admin area. The role is a convenience in the visitor's own browser, not security. */
export function AdminJsonScreen() {
  const counts = useCollectionCounts();
  return (
    <main className="page">
      <h1 className="heading">JSON Editor</h1>
      <p className="mt-2 rounded-lg border border-warn/40 bg-warn/10 p-3 text-sm text-warn">
        The admin role is a convenience in your own browser, not security: anyone can change data stored in their own browser.
      </p>
      {counts === undefined ? (
        <Spinner className="mt-8" />
      ) : (
        <ul className="card-grid mt-6" aria-label="Collections">
          {COLLECTION_NAMES.map((name) => (
            <li key={name} className="card flex items-center justify-between">
              <span>{COLLECTION_LABELS[name]}</span>
              <span className="badge-brand">{counts[name]}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
