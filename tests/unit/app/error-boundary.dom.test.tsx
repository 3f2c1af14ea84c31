// @vitest-environment happy-dom
/** What a screen that failed shows (src/app/ErrorBoundary.tsx). */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from '../../../src/app/ErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the error boundary', () => {
  it('shows the generic error screen for an application error: heading, message, stack', () => {
    render(
      <ErrorBoundary>
        <Throws error={new Error('cannot read the score')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('cannot read the score');
    expect(screen.getByText('Stack trace')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says in plain words that a screen could not be downloaded, and whether the visitor is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <ErrorBoundary>
        <Throws
          error={
            new TypeError(
              'Failed to fetch dynamically imported module: https://alphascout.test/assets/DetailScreen-x.js',
            )
          }
        />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'This screen could not be downloaded' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'You are offline. Connect to the internet, then reload the page.',
    );
    expect(screen.getByText('Details').closest('details')?.textContent).toContain(
      'DetailScreen-x.js',
    );

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Check the connection, then reload the page.',
    );
  });
});
