/**
 * Caches of signed-in replies register here (the guarded area's query client does when it loads),
 * so signing in or out can drop them without /login having to download TanStack Query.
 */
const clears = new Set<() => void>();

export function registerSessionCache(clear: () => void): void {
  clears.add(clear);
}

/** Nothing cached in one session may be shown in the next. */
export function clearSessionCaches(): void {
  for (const clear of clears) clear();
}
