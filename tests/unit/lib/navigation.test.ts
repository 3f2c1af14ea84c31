import { afterEach, describe, expect, it, vi } from 'vitest';

import { askBeforeLeaving } from '../../../src/lib/navigation';

type Listener = (event: unknown) => void;

function fakeWindow() {
  const listeners = new Map<string, Listener>();
  const target = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  vi.stubGlobal('window', target);
  return listeners;
}

afterEach(() => vi.unstubAllGlobals());

describe('askBeforeLeaving', () => {
  it('has the browser ask before unloading, in the standard way and the older one', () => {
    const listeners = fakeWindow();
    const stop = askBeforeLeaving(() => true);
    const event = { preventDefault: vi.fn(), returnValue: '' as unknown };
    listeners.get('beforeunload')?.(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(event.returnValue).toBe(true);
    stop();
    expect(listeners.has('beforeunload')).toBe(false);
  });
});
