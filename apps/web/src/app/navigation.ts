import type { NavigateFunction } from 'react-router';

/** The router's navigate, for code outside components (the request layer's session-expiry handling). */
let navigateRef: NavigateFunction | null = null;

export function setNavigate(navigate: NavigateFunction): void {
  navigateRef = navigate;
}

export function navigateTo(path: string, replace = false): void {
  if (navigateRef) void navigateRef(path, { replace });
  else window.location.assign(path);
}
