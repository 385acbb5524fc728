import { preloadable } from '../shared/lazy/preloadable';

/** The guard and everything behind it load only when a guarded path is opened. */
export const guardedArea = preloadable(() => import('./guarded-area'));
