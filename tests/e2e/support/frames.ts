import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn `count` more frames. For a check that something does NOT
 * happen after an input (a dialog that stays open, a page that does not scroll): whatever the
 * input set off in the page has been rendered by then, so waiting longer would prove nothing
 * more. Waits on the page's own frames, not on the clock (docs/testing.md, "No fixed sleeps").
 */
export function afterFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number): void => {
          if (left === 0) resolve();
          else requestAnimationFrame(() => next(left - 1));
        };
        next(frames);
      }),
    count,
  );
}
