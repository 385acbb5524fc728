import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, invertColour, mix } from '../shared/theme/contrast';
import { DEFAULT_PRIMARY_COLOR } from '../shared/theme/theme-constants';
import { antdThemeConfig, deriveThemeConfig } from './antd-theme';
import { DEFAULT_THEME } from './antd-theme-default';

describe('the theme tokens', () => {
  const textPairs = (dark: boolean, color: string | null) => {
    const token = theme.getDesignToken(antdThemeConfig(color, dark));
    const solid = (alphaText: string, surface: string) => {
      // Greys are black or white at an alpha: blend them on the surface as the browser does.
      const alpha = Number(/,\s*([\d.]+)\)$/.exec(alphaText)?.[1] ?? 1);
      return mix(surface, dark ? '#ffffff' : '#000000', alpha);
    };
    const surfaces = dark ? ['#141414', '#1f1f1f', '#000000'] : ['#ffffff', '#f5f5f5', '#fafafa'];
    return surfaces.flatMap((surface) => [
      [solid(token.colorTextTertiary, surface), surface],
      [solid(token.colorTextPlaceholder, surface), surface],
      [token.colorLink, surface],
      [token.colorError, surface],
      [token.colorSuccess, surface],
      [token.colorWarning, surface],
    ]);
  };

  it.each([
    [false, null],
    [true, null],
    [false, '#faad14'],
    [true, '#13c2c2'],
  ])('reads at 4.5:1 on every surface (dark %s, colour %s)', (dark, color) => {
    for (const [text, surface] of textPairs(dark, color)) {
      expect(contrastRatio(text as string, surface as string), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    const token = theme.getDesignToken(antdThemeConfig(color, dark));
    expect(contrastRatio('#ffffff', token.colorPrimary), 'white on the primary button').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.green7, token.green1), 'a green tag').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorSuccess, token.colorSuccessBg), 'a success tag').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorWarning, token.colorWarningBg), 'a warning tag').toBeGreaterThanOrEqual(4.5);
    // A tab's text, shown and under the pointer (the tab bar and every Tabs), on the page's surface;
    // where the theme sets none, antd's own: the primary colour and its lighter hover shade.
    const tabs = antdThemeConfig(color, dark).components?.Tabs;
    const surface = dark ? '#141414' : '#ffffff';
    const tabTexts = {
      shown: tabs?.itemSelectedColor ?? token.colorPrimary,
      hovered: tabs?.itemHoverColor ?? token.colorPrimaryHover,
    };
    for (const [state, text] of Object.entries(tabTexts)) {
      expect(contrastRatio(text, surface), `a tab's text, ${state}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(token.colorLinkHover, surface), 'a link under the pointer').toBeGreaterThanOrEqual(4.5);
    const dangerText = antdThemeConfig(color, dark).components?.Button?.dangerColor ?? '#ffffff';
    expect(contrastRatio(dangerText, token.colorError), 'a solid danger button').toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    [false, 'light'],
    [true, 'dark'],
  ] as const)('writes ahead what deriving the default colour gives (dark %s)', (dark, mode) => {
    const { algorithm, ...derived } = deriveThemeConfig(DEFAULT_PRIMARY_COLOR, dark);
    // On a difference, the derived values are the ones to write in antd-theme-default.ts.
    expect(DEFAULT_THEME[mode]).toEqual(derived);
    expect(antdThemeConfig(null, dark).algorithm).toBe(algorithm);
  });

  it('keeps reading in weak mode, whose inversion keeps the pairs apart; the old 80 % did not', () => {
    for (const [text, surface] of textPairs(false, null)) {
      expect(contrastRatio(invertColour(text as string), invertColour(surface as string))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(invertColour('#737373', 0.8), invertColour('#ffffff', 0.8))).toBeLessThan(4.5);
  });
});
