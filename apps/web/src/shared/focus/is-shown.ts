/**
 * Whether an element is drawn (not inside a hidden tab, a closed menu or dialog). Browsers without
 * `checkVisibility` (Safari before 17.4) count a connected element as drawn.
 */
export function isShown(element: Element): boolean {
  const check: (() => boolean) | undefined = element.checkVisibility;
  return check ? check.call(element) : element.isConnected;
}
