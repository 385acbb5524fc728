import { type RefObject, useEffect, useRef } from 'react';
import { isShown } from '../../shared/focus/is-shown';

/** The attribute naming the tab a page belongs to (tab-pages.tsx); the page takes the focus as a last resort. */
const TAB_PAGE_ATTRIBUTE = 'data-tab-page';

/** The page of the tab shown now. */
export function shownPage(root: ParentNode = document): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(`[${TAB_PAGE_ATTRIBUTE}]`)].find((page) => isShown(page));
}

/**
 * Keyboard users keep their place across tabs: when the shown tab changes and the focus was left
 * behind in the page that went away (a saved form closing its tab, a link opening another tab),
 * the focus goes back to where it last was in the page now shown, or to that page itself, so the
 * next Tab continues there instead of at the top of the document.
 */
export function usePageFocus(activeKey: string, container: RefObject<HTMLElement | null>): void {
  const lastFocused = useRef(new Map<string, HTMLElement>());
  const shownKey = useRef(activeKey);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const remember = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      const key = event.target.closest(`[${TAB_PAGE_ATTRIBUTE}]`)?.getAttribute(TAB_PAGE_ATTRIBUTE);
      if (key) lastFocused.current.set(key, event.target);
    };
    root.addEventListener('focusin', remember);
    return () => root.removeEventListener('focusin', remember);
  }, [container]);

  useEffect(() => {
    if (shownKey.current === activeKey) return;
    shownKey.current = activeKey;
    const active = document.activeElement;
    const leftBehind = active === null || active === document.body || !isShown(active);
    if (!leftBehind) return;
    const remembered = lastFocused.current.get(activeKey);
    const target =
      remembered?.isConnected && isShown(remembered) ? remembered : shownPage(container.current ?? document);
    target?.focus({ preventScroll: true });
  }, [activeKey, container]);
}
