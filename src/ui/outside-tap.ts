/** How long after the press that closed a menu its click may come: a tap's click follows at once. */
const CLICK_WITHIN_MS = 600;

/**
 * After a touch on the page closed a floating menu, the click of that same touch is dropped: the
 * tap meant "close", and it opened the card or toggled the Watch button under it as well. A mouse
 * click outside still goes where it was aimed, as on the desktop everywhere.
 */
export function dropClickOfTap(press: PointerEvent): void {
  if (press.pointerType === 'mouse') return;
  const drop = (click: MouseEvent): void => {
    click.preventDefault();
    click.stopPropagation();
  };
  document.addEventListener('click', drop, { capture: true, once: true });
  // A touch that became a scroll sends no click: the next tap must go through.
  setTimeout(() => document.removeEventListener('click', drop, { capture: true }), CLICK_WITHIN_MS);
}
