import { Suspense, useEffect, useSyncExternalStore } from 'react';

import { isStartingUp, subscribeDataStatus } from '../db/connection/data-status';
import { useSession } from '../hooks/useSession';
import { Redirect, useEncodedPath } from '../lib/navigation';
import { Spinner } from '../ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { decideRoute } from './guards';
import { FORBIDDEN_ROUTE, ROUTES } from './routes';

const PRODUCT = 'AlphaScout';

/** Applies the guards to the current path and renders the screen's lazy chunk. */
export function AppRouter() {
  const path = useEncodedPath();
  const { session, admin } = useSession();
  const startingUp = useSyncExternalStore(subscribeDataStatus, isStartingUp);
  const decision = decideRoute(ROUTES, path, { signedIn: session !== null, admin });
  const route =
    decision.action === 'render'
      ? decision.route
      : decision.action === 'forbidden'
        ? FORBIDDEN_ROUTE
        : null;

  useEffect(() => {
    if (route)
      document.title =
        route.path === '/' ? `${PRODUCT} · ${route.title}` : `${route.title} · ${PRODUCT}`;
  }, [route]);

  if (decision.action === 'redirect') return <Redirect to={decision.to} replace />;
  if (!route) return null;
  // Until start-up has filled any empty table, a screen would read it empty and say so.
  if (startingUp) return <Spinner size="lg" className="min-h-[50vh]" />;
  const Screen = route.screen;
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<Spinner size="lg" className="min-h-[50vh]" />}>
        <Screen params={decision.action === 'render' ? decision.params : {}} />
      </Suspense>
    </ErrorBoundary>
  );
}
