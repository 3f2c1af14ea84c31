import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return { message: `${String(status)}${typeof statusText === 'string' && statusText ? ` ${statusText}` : ''}` };
  }
  return { message: String(error) };
}

/**
 * A screen's code that could not be downloaded. The browser keeps the failed module for the
 * page's life (the HTML module map), so asking again fails again until the page reloads.
 */
function isFailedDownload(error: unknown): boolean {
  // The browser's TypeError for the module; Vite's own Error for a stylesheet the module needs.
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);
}

/** The generic fallback of spec §2: 'Unexpected Application Error!', the message, the stack if any. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('AlphaScout: a screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const { message, stack } = describe(this.state.error);
    return (
      <main className="page" role="alert">
        <div className="card border-bearish/50">
          <h1 className="text-xl font-bold text-bearish">Unexpected Application Error!</h1>
          <p className="mt-2 font-mono text-sm">{message}</p>
          {isFailedDownload(this.state.error) && <p className="mt-3 text-sm">This screen could not be downloaded. Check the connection, then reload the page.</p>}
          {stack && (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm text-text-muted">Stack trace</summary>
              <pre tabIndex={0} className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-ink-900 p-3 text-xs text-text-muted">{stack}</pre>
            </details>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
              Reload
            </button>
            <a href="/" className="btn-outline">
              Go Home
            </a>
          </div>
        </div>
      </main>
    );
  }
}
