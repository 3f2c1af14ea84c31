import { useEffect } from 'react';
import type { RecordOf } from '../../schemas/registry';
import { Spinner } from '../../ui/Spinner';
import { contentRoute, detailPath, type ContentCollection } from './content-routes';
import { RecordCard } from '../../ui/RecordCard';
import { summarize } from './summary';
import { PREVIEW_LIMIT, useFirstRecords } from './useCatalog';

/** A provisional list of a collection's first records as cards. */
export function CatalogListScreen({ collection = 'signals' }: { collection?: ContentCollection }) {
  const route = contentRoute(collection);
  const records = useFirstRecords(collection);
  useEffect(() => window.scrollTo(0, 0), [collection]);

  return (
    <main className="page">
      <h1 className="heading">{route.title}</h1>
      {records === undefined ? (
        <Spinner className="mt-10" />
      ) : records.length === 0 ? (
        <p className="card mt-6 text-text-muted">Nothing here yet.</p>
      ) : (
        <>
          <ul className="card-grid mt-6">
            {records.map((record: RecordOf<ContentCollection>) => (
              <li key={String(record.id)}>
                <RecordCard summary={summarize(collection, record)} href={detailPath(collection, record)} />
              </li>
            ))}
          </ul>
          {records.length === PREVIEW_LIMIT && <p className="muted mt-4 text-sm">Showing the first {PREVIEW_LIMIT}.</p>}
        </>
      )}
    </main>
  );
}
