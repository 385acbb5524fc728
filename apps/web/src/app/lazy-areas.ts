import { preloadable } from '../shared/lazy/preloadable';

/** The guard and everything behind it load only when a guarded path is opened. */
export const guardedArea = preloadable(() => import('./guarded-area'));

/** The shell (ProLayout, tabs, antd tables) is the heavy part: /login never loads it. */
export const shellArea = preloadable(() => import('../layouts/shell'));
