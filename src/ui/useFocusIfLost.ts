import { useCallback, useEffect, useRef, useState } from 'react';
import { focusedElement, focusForAMoment } from './focus';

/**
 * For an action that disables or removes the control it was started from (focus would fall to
 * `<body>`): `focusIfLost(find)` waits until React has committed what the action set, then, if
 * focus was lost, focuses what `find` returns at that moment (a control, or for a moment an
 * element that is not one). The backup popup and the JSON editor use it.
 */
export function useFocusIfLost(): (find: () => HTMLElement | null) => void {
  const pending = useRef<(() => HTMLElement | null) | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const find = pending.current;
    pending.current = null;
    if (!find || focusedElement() !== null) return;
    const target = find();
    if (target) focusForAMoment(target);
  }, [requests]);
  return useCallback((find) => {
    pending.current = find;
    setRequests((count) => count + 1);
  }, []);
}
