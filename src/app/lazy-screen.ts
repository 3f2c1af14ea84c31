/**
 * A lazily loaded screen that can also be loaded ahead (`preload`). Like React.lazy, it suspends
 * while its chunk loads; unlike it, a screen whose chunk is already loaded renders directly,
 * with no Suspense fallback at all. Each mount keeps the component it started with, so a chunk
 * arriving while a screen is shown never remounts it (which would lose its state).
 */
import { type ComponentType, createElement, lazy, useState } from 'react';

export interface LazyScreen<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /**
   * Loads the chunk; resolves once the screen can render without suspending. With `search` (the
   * URL's query string), also reads the screen's first data, when the screen says how
   * (`preloadData`, see kit/list-preload), and resolves once that is read too.
   */
  preload(search?: string): Promise<void>;
}

/** A screen that can read its first data before it renders. */
interface PreloadsData {
  preloadData?: (search: string) => Promise<void>;
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined; // a later render or preload tries again (e.g. after a network blip)
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await loadOnce() }));

  const Screen = (props: P) => {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  };
  Screen.preload = async (search?: string): Promise<void> => {
    const screen: ComponentType<P> & PreloadsData = await loadOnce();
    if (search !== undefined) await screen.preloadData?.(search);
  };
  return Screen;
}
