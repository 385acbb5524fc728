import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPlatformType, storePlatformType, subscribePlatform } from './platform-store';

afterEach(() => localStorage.clear());

describe('stored platform variant', () => {
  it('is 1 until a valid code is stored under platform_type', () => {
    expect(currentPlatformType()).toBe(1);
    storePlatformType('3');
    expect(localStorage.getItem('platform_type')).toBe('3');
    expect(currentPlatformType()).toBe(3);
    storePlatformType('2');
    storePlatformType('javascript:');
    expect(currentPlatformType()).toBe(3);
  });

  it('tells subscribers when the variant changes, and only then', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePlatform(listener);
    storePlatformType(4);
    storePlatformType(4);
    storePlatformType('9');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storePlatformType(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
