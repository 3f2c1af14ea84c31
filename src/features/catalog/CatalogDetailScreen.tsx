import { useEffect } from 'react';
import { Link } from '../../lib/navigation';
import { Spinner } from '../../ui/Spinner';
import { contentRoute, type ContentCollection } from './content-routes';
import { summarize } from './summary';
import { useRecord } from './useCatalog';

function FieldValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="text-text-faint">—</span>;
  if (typeof value === 'object') {
    return <pre tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-ink-900 p-2 text-xs">{JSON.stringify(value, null, 2)}</pre>;
  }
  return <span className="break-words">{String(value)}</span>;
}

/** A provisional detail page: the record's summary and every field, or a clear not-found state. */
export function CatalogDetailScreen({ collection = 'signals', params }: { collection?: ContentCollection; params: Record<string, string> }) {
  const route = contentRoute(collection);
  const key = params.id ?? params.slug ?? '';
  const record = useRecord(collection, key);
  const summary = record ? summarize(collection, record) : null;

  useEffect(() => {
    if (summary) document.title = `${summary.title} · AlphaScout`;
  }, [summary]);

  if (record === undefined) return <Spinner size="lg" className="min-h-[50vh]" />;
  if (record === null || !summary) {
    return (
      <main className="page">
        <div className="card mx-auto max-w-lg text-center">
          <h1 className="text-xl font-semibold">Not found</h1>
          <p className="muted mt-2">There is no item “{key}” in {route.title}. It may have been removed.</p>
          <Link href={route.base} className="btn-primary mt-4">
            Back to {route.title}
          </Link>
        </div>
      </main>
    );
  }
  return (
    <main className="page">
      <Link href={route.base} className="btn-ghost -ml-3 mb-4">
        ← {route.title}
      </Link>
      <div className="card flex items-center gap-4">
        <img src={summary.image} alt="" className="h-16 w-16 rounded-xl bg-ink-700 object-cover" />
        <div>
          <h1 className="heading">{summary.title}</h1>
          {summary.badge && <span className="badge-brand mt-1 capitalize">{summary.badge}</span>}
        </div>
      </div>
      <dl className="card mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {Object.entries(record).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="text-sm font-medium text-text-muted">{field}</dt>
            <dd className="text-sm">
              <FieldValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
