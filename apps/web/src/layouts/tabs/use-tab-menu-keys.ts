import { useEffect, useRef, useState } from 'react';

/** The keys that open a context menu from the keyboard. */
function asksForMenu(event: KeyboardEvent): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

function tabButton(bar: HTMLElement | null, key: string | undefined): HTMLElement | null {
  if (!bar || key === undefined) return null;
  return bar.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(key)}"] .ant-tabs-tab-btn`);
}

/**
 * The tab menu from the keyboard: Shift+F10 or the menu key on a focused tab opens that tab's
 * menu (a right click opens it for the mouse). When a menu opened so closes with the focus left
 * in it or on nothing (Escape, a command that closed tabs), the focus goes back to the tab bar:
 * the tab the menu was for, or the shown one when that tab is gone. A mouse user's focus is left
 * alone (a focused tab would announce its position in its text).
 */
export function useTabMenuKeys(activeKey: string | undefined) {
  const bar = useRef<HTMLDivElement>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);
  const fromKeyboard = useRef(false);

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!asksForMenu(event) || !(event.target instanceof HTMLElement)) return;
      const key = event.target.closest('[data-node-key]')?.getAttribute('data-node-key');
      if (key === null || key === undefined) return;
      event.preventDefault();
      fromKeyboard.current = true;
      setMenuFor(key);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const onOpenChange = (key: string, open: boolean) => {
    if (open) {
      fromKeyboard.current = false;
      setMenuFor(key);
      return;
    }
    setMenuFor(null);
    if (fromKeyboard.current) returnTo.current = key;
    fromKeyboard.current = false;
  };

  // After the render that closed the menu (and any that removed tabs), so the tab is looked up as it is now.
  useEffect(() => {
    const key = returnTo.current;
    if (key === null || menuFor !== null) return;
    returnTo.current = null;
    const active = document.activeElement;
    const leftBehind = active === null || active === document.body || active.closest('.ant-dropdown') !== null;
    if (leftBehind) (tabButton(bar.current, key) ?? tabButton(bar.current, activeKey))?.focus();
  });

  return { bar, menuFor, onOpenChange };
}
