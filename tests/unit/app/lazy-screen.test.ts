import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { lazyScreen } from '../../../src/app/lazy-screen';

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const inSuspense = (element: ReturnType<typeof createElement>) =>
  createElement(Suspense, { fallback: createElement('i', null, 'loading') }, element);

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, without suspending', async () => {
    const Screen = lazyScreen(async () => Hello);
    await Screen.preload();
    expect(renderToString(createElement(Screen, { name: 'Ada' }))).toBe('<p>Hello Ada</p>');
  });

  it('suspends like React.lazy while the chunk has not been loaded', () => {
    const Screen = lazyScreen(() => new Promise<typeof Hello>(() => undefined));
    expect(renderToString(inSuspense(createElement(Screen, { name: 'Ada' })))).toContain('loading');
  });

  it('loads the chunk once, however often it is preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a chunk failed to load', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(renderToString(createElement(Screen, { name: 'Bo' }))).toBe('<p>Hello Bo</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the first data of a screen that says how, given the query string, and only then resolves', async () => {
    const read = vi.fn(async (_search: string) => undefined);
    const Screen = lazyScreen(async () =>
      Object.assign((props: { name: string }) => Hello(props), { preloadData: read }),
    );
    await Screen.preload();
    expect(read).not.toHaveBeenCalled();
    await Screen.preload('type=NFT');
    expect(read).toHaveBeenCalledWith('type=NFT');
  });
});
