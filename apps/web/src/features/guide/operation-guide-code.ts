import type { CurrentUser } from '@portal/contract';
import { preloadable } from '../../shared/lazy/preloadable';

/**
 * The operation guide's code. Only a user who has not read the guide downloads it, and the guard
 * holds the first screen until it is in (`guideCodeSettled`), so the guide opens with the first
 * screen instead of a moment later, over a form the merchant has started typing in.
 */
export const operationGuide = preloadable(() =>
  import('./operation-guide-modal').then((m) => ({ default: m.OperationGuideModal })),
);

/** Whether the first-login guide opens for this user (guide_type_3 = 0: not read yet). */
export function guideUnread(user: Pick<CurrentUser, 'guide_type_3'>): boolean {
  return user.guide_type_3 === 0;
}

let settled: Promise<void> | undefined;
let done = false;

/**
 * Starts the guide's download (once) and settles when it is in or failed: a failed download is
 * the guide's own render to report, not a reason to hold the first screen.
 */
export function guideCodeSettled(): Promise<void> {
  settled ??= operationGuide.preload().then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  return settled;
}

/** The guide's code has arrived (or failed): nothing left to wait for. */
export function guideCodeIn(): boolean {
  return done;
}
