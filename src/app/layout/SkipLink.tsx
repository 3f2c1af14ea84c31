import type { RefObject } from 'react';

import { focusPageStart } from '../../ui/focus';

/**
 * "Skip to content": focus goes to the page's heading (else the content), as after a navigation,
 * and the content comes into view below the sticky header. Following `#main` itself would leave
 * focus on `<body>` and scroll the heading under the header.
 */
export function SkipLink({ content }: { content: RefObject<HTMLElement | null> }) {
  return (
    // Kept above the window until focused, not sr-only: `not-sr-only` takes the button's padding away.
    <a
      href="#main"
      onClick={(event) => {
        const main = content.current;
        // A click that opens a new tab or window is the browser's.
        if (
          !main ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        focusPageStart(main);
      }}
      className="btn-primary fixed left-4 top-4 z-50 -translate-y-[calc(100%+1.5rem)] shadow-lg focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
