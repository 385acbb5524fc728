import { RESIZE_DELAY_MS } from './theme-constants';
import type { ThemeStore } from './theme-store';

/**
 * Measures the window again once resizing has paused for the spec's 800 ms, so pages that size
 * tables from the content size do not re-render on every resize event. Returns the cleanup.
 */
export function watchScreenSize(store: ThemeStore, target: Window = window, delay = RESIZE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => store.setScreen({ width: target.innerWidth, height: target.innerHeight }), delay);
  };
  target.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}
