import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrastRatio, readableSeed } from '../shared/theme/contrast';
import { DEFAULT_PRIMARY_COLOR } from '../shared/theme/theme-constants';
import { DEFAULT_THEME } from './antd-theme-default';

/** Backgrounds text is drawn on: containers, the layout and table headers; in dark mode also dialogs. */
export const LIGHT_SURFACES = ['#ffffff', '#f5f5f5', '#fafafa'] as const;
export const DARK_SURFACES = ['#141414', '#1f1f1f', '#000000'] as const;

/** antd's own error red, the seed of danger texts before it is made readable. */
const ERROR_SEED = '#ff4d4f';

/**
 * antd's secondary greys, darkened (lightened in dark mode) just enough for 4.5:1 on every surface:
 * antd's 45% (tertiary, descriptions, icons) and 25% (placeholders) read at about 3.4:1 and 1.9:1.
 * Disabled text keeps antd's grey: WCAG exempts it, and it must look disabled.
 */
const LIGHT_GREYS = { colorTextTertiary: 'rgba(0, 0, 0, 0.55)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' };
const DARK_GREYS = {
  colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};

/** antd's preset tag colours (`<Tag color="green">`): text in shade 7 on shade 1. */
const TAG_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

type TagTexts = Record<`${(typeof TAG_COLOURS)[number]}7`, string>;
type DesignToken = ReturnType<typeof antdTheme.getDesignToken>;

/**
 * Deriving a design token takes milliseconds and the first screen waits for it, so each set is
 * derived once, and only when asked for: a light page never derives the dark ones.
 */
function memo<T>(derive: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, derive(key));
    return cache.get(key) as T;
  };
}

/** antd's own tokens of each mode: its palettes, and its success and warning seeds. */
const baseTokens = memo<DesignToken>((mode) =>
  antdTheme.getDesignToken({ algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm }),
);
const modeOf = (dark: boolean) => (dark ? 'dark' : 'light');

/** Each preset tag's text shade, darkened (lightened in dark mode) until it reads on the tag's own background. */
const readableTags = memo<TagTexts>((mode) => {
  const base = baseTokens(mode);
  const target = mode === 'dark' ? '#ffffff' : '#000000';
  const entries = TAG_COLOURS.map((colour) => [
    `${colour}7`,
    readableSeed(base[`${colour}7`], [base[`${colour}1`]], { target }),
  ]);
  return Object.fromEntries(entries) as TagTexts;
});

type DarkSeed = 'colorPrimary' | 'colorLink' | 'colorError' | 'colorSuccess' | 'colorWarning';

/** What the dark algorithm makes of a seed colour (it derives a darker shade from it). */
const darkShadeOf = memo<string>((keyAndSeed) => {
  const [key, seed] = keyAndSeed.split(' ') as [DarkSeed, string];
  return antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { [key]: seed } })[key];
});
const darkShade = (key: DarkSeed, seed: string) => darkShadeOf(`${key} ${seed}`);

/**
 * A status colour (`Typography type="success"`, `<Tag color="warning">`) darkened (lightened in dark
 * mode) from antd's seed until its text reads on the surfaces and on its own tint; the tint and
 * border stay those antd derives from its seed, which a darker seed would turn grey.
 */
function readableStatus(status: 'Success' | 'Warning', dark: boolean) {
  const base = baseTokens(modeOf(dark));
  // The seed as antd declares it; the dark tokens hold what the dark algorithm made of it.
  const seed = baseTokens('light')[`color${status}`];
  const tint = base[`color${status}Bg`];
  const text = dark
    ? readableSeed(seed, [...DARK_SURFACES, tint], {
        target: '#ffffff',
        derive: (candidate) => darkShade(`color${status}`, candidate),
      })
    : readableSeed(seed, [...LIGHT_SURFACES, tint], { target: '#000000' });
  return {
    [`color${status}`]: text,
    [`color${status}Bg`]: tint,
    [`color${status}Border`]: base[`color${status}Border`],
  };
}

/**
 * The text of a solid danger button (a dialog's "Delete", "Cancel the order"): white where it reads
 * on the error colour, black where that colour was lightened for danger texts on dark surfaces.
 */
export function dangerButtonText(error: string): string {
  return contrastRatio('#ffffff', error) >= 4.5 ? '#ffffff' : '#000000';
}

/** Light mode: the primary colour is both button background (white text) and link text, on white and grey. */
function lightConfig(color: string): ThemeConfig {
  const primary = readableSeed(color, LIGHT_SURFACES, { target: '#000000' });
  const error = readableSeed(ERROR_SEED, LIGHT_SURFACES, { target: '#000000' });
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      // antd hovers a link in its lighter shade (#69b1ff for the default blue, 2.5:1 on white): a link
      // under the pointer keeps the readable primary, as a hovered tab does.
      colorLinkHover: primary,
      colorError: error,
      ...readableStatus('Success', false),
      ...readableStatus('Warning', false),
      ...LIGHT_GREYS,
      ...readableTags('light'),
    },
    components: {
      // antd hovers a tab in its lighter hover shade (3.3:1 on white for the default blue): a tab under
      // the pointer keeps the readable primary text instead, as the shown tab does.
      Tabs: { itemHoverColor: primary },
      Button: { dangerColor: dangerButtonText(error) },
    },
  };
}

/**
 * Dark mode: no shade reads both under white text and on a near-black surface, so buttons keep a
 * darker shade of the primary colour and texts (links, the shown tab, danger texts) a lighter one.
 */
function darkConfig(color: string): ThemeConfig {
  const linkSeed = readableSeed(color, DARK_SURFACES, {
    target: '#ffffff',
    derive: (seed) => darkShade('colorLink', seed),
  });
  const link = darkShade('colorLink', linkSeed);
  const error = readableSeed(ERROR_SEED, DARK_SURFACES, {
    target: '#ffffff',
    derive: (seed) => darkShade('colorError', seed),
  });
  return {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      colorPrimary: readableSeed(color, ['#ffffff'], {
        target: '#000000',
        derive: (seed) => darkShade('colorPrimary', seed),
      }),
      colorLink: linkSeed,
      // The dark algorithm hovers a link in a darker shade (2.3:1 on the page): the readable text shade instead.
      colorLinkHover: link,
      colorError: error,
      ...readableStatus('Success', true),
      ...readableStatus('Warning', true),
      ...DARK_GREYS,
      ...readableTags('dark'),
    },
    components: {
      Tabs: { itemSelectedColor: link, itemActiveColor: link, itemHoverColor: link },
      Button: { dangerColor: dangerButtonText(darkShade('colorError', error)) },
    },
  };
}

/**
 * antd's theme for a primary colour and dark mode: the one place its tokens are set. Every text
 * colour meets WCAG AA (4.5:1) whatever primary colour is picked (docs/ACCESSIBILITY.md).
 */
export function deriveThemeConfig(color: string, darkMode: boolean): ThemeConfig {
  return darkMode ? darkConfig(color) : lightConfig(color);
}

/** The theme of the theme store's primary colour and dark mode; the default colour's is written ahead. */
export function antdThemeConfig(color: string | null, darkMode: boolean): ThemeConfig {
  const seed = color ?? DEFAULT_PRIMARY_COLOR;
  if (seed.toLowerCase() !== DEFAULT_PRIMARY_COLOR.toLowerCase()) return deriveThemeConfig(seed, darkMode);
  const algorithm = darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return { algorithm, ...DEFAULT_THEME[darkMode ? 'dark' : 'light'] };
}
