import { describe, expect, it, vi } from 'vitest';
import { createUnsavedChanges } from './unsaved-changes';

describe('unsaved changes', () => {
  it('keeps one flag per tab and tells listeners only when it changes', () => {
    const unsaved = createUnsavedChanges();
    const listener = vi.fn();
    unsaved.subscribe(listener);
    unsaved.set('/a', true);
    unsaved.set('/a', true);
    unsaved.set('/b', false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(unsaved.isDirty('/a')).toBe(true);
    expect(unsaved.dirtyKeys(['/a', '/b', '/c'])).toEqual(['/a']);
    unsaved.set('/a', false);
    expect(unsaved.dirtyKeys()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets the flags of closed tabs', () => {
    const unsaved = createUnsavedChanges();
    unsaved.set('/a', true);
    unsaved.set('/b', true);
    const version = unsaved.version();
    unsaved.forget(['/a', '/x']);
    expect(unsaved.dirtyKeys()).toEqual(['/b']);
    expect(unsaved.version()).toBeGreaterThan(version);
  });
});
