import { Component, type ErrorInfo, type ReactNode, useSyncExternalStore } from 'react';

interface State {
  error: unknown;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return {
      message: `${String(status)}${typeof statusText === 'string' && statusText ? ` ${statusText}` : ''}`,
    };
  }
  return { message: String(error) };
}

/**
 * A screen's code that could not be downloaded. The browser keeps the failed module for the
 * page's life (the HTML module map), so asking again fails again until the page reloads.
 */
function isFailedDownload(error: unknown): error is Error {
  // The browser's TypeError for the module; Vite's own Error for a stylesheet the module needs.
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** The generic fallback (docs/product.md, "Screens and routes"): 'Unexpected Application Error!', the message, the stack if any. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('AlphaScout: a screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isFailedDownload(this.state.error))
      return <FailedDownloadScreen error={this.state.error} />;
    const { message, stack } = describe(this.state.error);
    return (
      <main className="page" role="alert">
        <div className="card border-bearish/50">
          <h1 className="text-xl font-bold text-bearish">Unexpected Application Error!</h1>
          <p className="mt-2 font-mono text-sm">{message}</p>
          {stack && (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm text-text-muted">Stack trace</summary>
              <pre
                tabIndex={0}
                className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-ink-900 p-3 text-xs text-text-muted"
              >
                {stack}
              </pre>
            </details>
          )}
          <RecoveryActions />
        </div>
      </main>
    );
  }
}

function RecoveryActions() {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
      <a href="/" className="btn-outline">
        Go Home
      </a>
    </div>
  );
}

const subscribeToConnection = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * A screen whose code did not arrive: on a first visit the app is cached for offline use only once
 * its service worker is ready, so a connection lost before then lands here. Not an application
 * error, so it says what to do in plain words; the browser's message stays under Details.
 */
function FailedDownloadScreen({ error }: { error: Error }) {
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  return (
    <main className="page" role="alert">
      <div className="card border-warn/50">
        <h1 className="text-xl font-bold text-warn">This screen could not be downloaded</h1>
        <p className="mt-2">
          {online
            ? 'Check the connection, then reload the page.'
            : 'You are offline. Connect to the internet, then reload the page.'}
        </p>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm text-text-muted">Details</summary>
          <p className="mt-2 font-mono text-xs text-text-muted">{error.message}</p>
        </details>
        <RecoveryActions />
      </div>
    </main>
  );
}
