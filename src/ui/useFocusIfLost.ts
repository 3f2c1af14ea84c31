import { useCallback, useEffect, useRef, useState } from 'react';

import { focusedElement, focusForAMoment } from './focus';

/**
 * For an action that disables or removes the control it was started from (focus would fall to
 * `<body>`): `focusIfLost(find)` waits until React has committed what the action set, then, if
 * focus was lost (or is on a control now disabled), focuses what `find` returns at that moment (a control, or for a moment an
 * element that is not one). The backup popup and the JSON editor use it.
 */
export function useFocusIfLost(): (find: () => HTMLElement | null) => void {
  const pending = useRef<(() => HTMLElement | null) | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const find = pending.current;
    pending.current = null;
    // A control disabled in this commit may still hold the focus the browser is about to drop.
    const focused = focusedElement();
    if (!find || (focused !== null && !focused.matches(':disabled'))) return;
    const target = find();
    if (target) focusForAMoment(target);
  }, [requests]);
  return useCallback((find) => {
    pending.current = find;
    setRequests((count) => count + 1);
  }, []);
}
