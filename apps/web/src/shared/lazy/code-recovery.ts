import { SESSION_KEYS } from '../storage/storage-keys';

/** The app's code could not be loaded: a chunk missing after a deploy, or the network gone. */
export class CodeLoadError extends Error {
  override name = 'CodeLoadError';
}

// How each browser words a failed `import()` (Chromium, Firefox, Safari), and Vite's own preload failure.
const FAILED_IMPORT = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isCodeLoadError(error: unknown): boolean {
  if (error instanceof CodeLoadError) return true;
  return error instanceof Error && FAILED_IMPORT.some((pattern) => pattern.test(error.message));
}

/** The page's reload, one place to watch it in tests (jsdom cannot navigate). */
export const currentPage = { reload: () => window.location.reload() };

/**
 * Within this time after the app reloaded itself for missing code, missing code is reported, not
 * reloaded again: the reload brought the current build, so a chunk still missing will stay so.
 */
const ONE_RELOAD_MS = 60_000;

/**
 * Reloads the page once, for the current build's page and code; false when it already did so
 * lately (the caller shows the failure instead). Without session storage it never reloads by itself.
 */
export function reloadOnceForCode(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(SESSION_KEYS.codeReloadAt));
    if (last && now - last < ONE_RELOAD_MS) return false;
    sessionStorage.setItem(SESSION_KEYS.codeReloadAt, String(now));
  } catch {
    return false;
  }
  currentPage.reload();
  return true;
}
