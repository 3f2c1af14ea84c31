import { useCallback, useState } from 'react';

/**
 * How many of an element's `[data-item]` children wrapped below its first line: a row of one line
 * that clips the rest (a card's tags) says how many it hides. Measured again whenever the row
 * changes size, which includes the row making room for that count beside it. A row of a fixed
 * size whose items change is given a new React `key`, so it is measured afresh.
 */
export function useWrappedAway(): [
  ref: (element: HTMLElement | null) => (() => void) | undefined,
  hidden: number,
] {
  const [hidden, setHidden] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const items = [...element.querySelectorAll<HTMLElement>(':scope > [data-item]')];
      const firstTop = items[0]?.offsetTop ?? 0;
      setHidden(items.filter((item) => item.offsetTop > firstTop).length);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, hidden];
}
