import { preloadable } from '../shared/lazy/preloadable';

/**
 * The shell (ProLayout, tabs, antd tables) is the heavy part: /login never loads it. The guard
 * renders it and app/first-screen fetches it ahead, so it has a file of its own that both import.
 */
export const shellArea = preloadable(() => import('../layouts/shell'));
