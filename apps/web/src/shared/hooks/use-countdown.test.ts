import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down to zero', () => {
    const until = Date.now() + 60_000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('is 0 for a moment in the past and restarts when the moment moves', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), { initialProps: { until: 0 } });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    rerender({ until: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });
});
