import { describe, expect, it } from 'vitest';
import { contentSize, siderWidth } from './content-size';
import { DEFAULT_THEME_SETTINGS } from './theme-settings';

const screen = { width: 1440, height: 900 };

describe('content size', () => {
  it('takes the side menu, header and tab bar away', () => {
    expect(contentSize(DEFAULT_THEME_SETTINGS, screen)).toEqual({ width: 1440 - 240, height: 900 - 56 - 40 });
  });

  it('has no side menu in the top layout, on a small responsive screen or in content fullscreen', () => {
    expect(siderWidth({ ...DEFAULT_THEME_SETTINGS, layoutStyle: 'top' }, 1440)).toBe(0);
    expect(siderWidth(DEFAULT_THEME_SETTINGS, 600)).toBe(0);
    expect(siderWidth({ ...DEFAULT_THEME_SETTINGS, styleResponsive: false }, 600)).toBe(240);
    expect(contentSize(DEFAULT_THEME_SETTINGS, screen, true)).toEqual({ width: 1440, height: 900 - 40 });
  });

  it('a folded menu keeps its icons unless the side nav is hidden when folded', () => {
    expect(siderWidth({ ...DEFAULT_THEME_SETTINGS, collapse: true }, 1440)).toBe(64);
    expect(siderWidth({ ...DEFAULT_THEME_SETTINGS, collapse: true, sideNavCollapse: true }, 1440)).toBe(0);
  });

  it('caps the width when the body is not full width', () => {
    expect(contentSize({ ...DEFAULT_THEME_SETTINGS, bodyFull: false }, screen).width).toBe(1200);
  });
});
