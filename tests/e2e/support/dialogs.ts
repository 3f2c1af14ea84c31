import { expect, type Page } from '@playwright/test';

/** Records (and dismisses) every dialog the page opens: alert, confirm, prompt. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

let controls = 0;

/**
 * Asserts that the page opened no dialog, with a positive control instead of a pause: once every
 * image on the page has finished loading or failed, an image of our own whose `onerror` opens a
 * dialog is added, and its dialog must be seen. A handler that slipped into the page would have
 * fired the same way, earlier; so an empty record, after the control, means something.
 * The page must run without Trusted Types (the control is an inline handler).
 */
export async function expectNoDialogBeyondControl(
  page: Page,
  dialogs: readonly string[],
): Promise<void> {
  // Lazy images never load while hidden or far off screen (and then never fire); all others must be done.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const unseen = (box.width === 0 && box.height === 0) || box.top > innerHeight * 4;
      return image.complete || (image.loading === 'lazy' && unseen);
    }),
  );
  controls += 1;
  const marker = `dialog control ${controls}`;
  await page.evaluate((message) => {
    const image = document.createElement('img');
    image.setAttribute('onerror', `alert(${JSON.stringify(message)})`);
    image.src = 'data:,not-an-image';
    document.body.append(image);
  }, marker);
  await expect
    .poll(() => dialogs.includes(marker), { message: 'the control dialog opened' })
    .toBe(true);
  expect(dialogs.filter((message) => !message.startsWith('dialog control '))).toEqual([]);
}
