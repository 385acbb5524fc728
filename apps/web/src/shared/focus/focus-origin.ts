import { isShown } from './is-shown';

/**
 * The control a closing menu, dialog or drawer gives the focus back to. A menu's items are not
 * it: they vanish with their menu, so an item chosen from the avatar's menu gives the focus back
 * to the avatar button. Popups of menus and selects are the places skipped.
 */
const MENU_POPUP = '.ant-dropdown';
const SKIPPED = `${MENU_POPUP}, .ant-select-dropdown, .ant-picker-dropdown`;

let origin: HTMLElement | null = null;

function remember(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && !target.closest(SKIPPED)) origin = target;
}

/** A menu that is going (its leave animation) or gone. */
function closing(popup: Element): boolean {
  return popup.classList.contains('ant-dropdown-hidden') || /-leave/.test(popup.className) || !isShown(popup);
}

/**
 * antd's dropdown menus give the focus back to their trigger on Escape only when the trigger
 * itself is focusable (not a wrapping span), and never after an item is chosen: the focus stays
 * on an item that disappears. When a key closes a menu holding the focus, the focus goes back to
 * where it came from, unless what the item opened (a dialog) has taken it by then.
 */
function returnFromClosedMenu(event: KeyboardEvent): void {
  if (event.key !== 'Escape' && event.key !== 'Enter' && event.key !== ' ') return;
  if (!(document.activeElement instanceof Element) || !document.activeElement.closest(MENU_POPUP)) return;
  // After the menu has reacted to the key (it listens on the window, after the document).
  requestAnimationFrame(() => {
    const popup = document.activeElement?.closest(MENU_POPUP);
    const lost = document.activeElement === document.body || (popup !== null && popup !== undefined && closing(popup));
    if (lost && origin?.isConnected) origin.focus({ preventScroll: true });
  });
}

/** Starts following the focus (once per page load; the app calls it at start-up). */
export function followFocusOrigin(): void {
  document.addEventListener('focusin', remember, true);
  document.addEventListener('keydown', returnFromClosedMenu);
}

/** The last focused control outside menus, or the focused element when nothing was followed yet. */
export function focusOrigin(): HTMLElement | null {
  if (origin?.isConnected) return origin;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
