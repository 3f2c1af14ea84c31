// @vitest-environment happy-dom
/**
 * useDocumentTitle (src/ui/useDocumentTitle.ts): the record's title once it is known. Also the
 * smallest example of a hook test in the DOM environment (see tests/unit/README.md).
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useDocumentTitle } from '../../../src/ui/useDocumentTitle';

afterEach(cleanup);

describe('useDocumentTitle', () => {
  it('sets the title once the record has one, and follows it', () => {
    document.title = 'Signals · AlphaScout';
    const initialProps: { title: string | null } = { title: null };
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps });
    expect(document.title).toBe('Signals · AlphaScout');

    rerender({ title: 'Bitcoin' });
    expect(document.title).toBe('Bitcoin · AlphaScout');
    rerender({ title: 'Ethereum' });
    expect(document.title).toBe('Ethereum · AlphaScout');
  });
});
