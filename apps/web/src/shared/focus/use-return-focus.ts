import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { focusOrigin } from './focus-origin';
import { isShown } from './is-shown';

/**
 * Gives the focus back to the control that opened a drawer (or a dialog opened from a menu) when
 * it closes: antd's Drawer traps the focus while open but leaves it on the page's body after.
 * The opener is taken as the drawer opens, before the drawer moves the focus inside; `fallback`
 * serves when that opener is gone by the time it closes.
 */
export function useReturnFocus(open: boolean, fallback?: RefObject<HTMLElement | null>): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = focusOrigin();
  }, [open]);
  useEffect(() => {
    if (open) return;
    const recorded = opener.current;
    opener.current = null;
    const target = recorded?.isConnected && isShown(recorded) ? recorded : fallback?.current;
    // Only when the focus was in what closed (or went with it): a click elsewhere keeps its place.
    if (target && focusLeftBehind()) target.focus({ preventScroll: true });
  }, [open, fallback]);
}

function focusLeftBehind(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return !isShown(active) || active.closest('.ant-drawer, .ant-modal-wrap') !== null;
}
