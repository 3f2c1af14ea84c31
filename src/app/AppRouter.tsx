import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { isFillingTables, subscribeDataStatus } from '../db/data-status';
import { useSession } from '../features/auth/useSession';
import { Redirect, useLocation } from '../lib/navigation';
import { Spinner } from '../ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { decideRoute } from './guards';
import { FORBIDDEN_ROUTE, ROUTES } from './routes';

const PRODUCT = 'AlphaScout';

/** Applies the guards to the current path and renders the screen's lazy chunk. */
export function AppRouter() {
  const [path] = useLocation();
  const { session, admin } = useSession();
  const fillingTables = useSyncExternalStore(subscribeDataStatus, isFillingTables);
  const decision = decideRoute(ROUTES, path, { signedIn: session !== null, admin });
  const route = decision.action === 'render' ? decision.route : decision.action === 'forbidden' ? FORBIDDEN_ROUTE : null;

  useEffect(() => {
    if (route) document.title = route.path === '/' ? `${PRODUCT} · ${route.title}` : `${route.title} · ${PRODUCT}`;
  }, [route]);

  if (decision.action === 'redirect') return <Redirect to={decision.to} replace />;
  if (!route) return null;
  // First start is filling empty tables: the screen would read them empty and say so.
  if (fillingTables) return <Spinner size="lg" className="min-h-[50vh]" />;
  const Screen = route.screen;
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<Spinner size="lg" className="min-h-[50vh]" />}>
        <Screen params={decision.action === 'render' ? decision.params : {}} collection={route.collection} />
      </Suspense>
    </ErrorBoundary>
  );
}
