import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore } from './theme-store';
import { watchScreenSize } from './watch-screen-size';

describe('watchScreenSize', () => {
  afterEach(() => vi.useRealTimers());

  it('measures the window 800 ms after the last resize', () => {
    vi.useFakeTimers();
    const store = createThemeStore(localStorage, { width: 1000, height: 700 });
    const stop = watchScreenSize(store);
    window.innerWidth = 1500;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(700);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(799);
    expect(store.getState().screenWidth).toBe(1000);
    vi.advanceTimersByTime(1);
    expect(store.getState().screenWidth).toBe(1500);
    stop();
  });

  it('stops listening on cleanup', () => {
    vi.useFakeTimers();
    const store = createThemeStore(localStorage, { width: 1000, height: 700 });
    watchScreenSize(store)();
    window.innerWidth = 900;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(store.getState().screenWidth).toBe(1000);
  });
});
