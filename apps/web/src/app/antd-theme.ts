import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrastRatio, readableSeed } from '../shared/theme/contrast';
import { DEFAULT_PRIMARY_COLOR } from '../shared/theme/theme-constants';

/** Backgrounds text is drawn on: containers, the layout and table headers; in dark mode also dialogs. */
export const LIGHT_SURFACES = ['#ffffff', '#f5f5f5', '#fafafa'] as const;
export const DARK_SURFACES = ['#141414', '#1f1f1f', '#000000'] as const;

/** antd's own error red, the seed of danger texts before it is made readable. */
const ERROR_SEED = '#ff4d4f';
/** antd's success green and warning gold: text of `Typography type="success"` and of status tags (2.2:1 as they come). */
const SUCCESS_SEED = '#52c41a';
const WARNING_SEED = '#faad14';

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

/** Each preset tag's text shade, darkened (lightened in dark mode) until it reads on the tag's own background. */
function readableTags(dark: boolean): Record<`${(typeof TAG_COLOURS)[number]}7`, string> {
  const base = antdTheme.getDesignToken({ algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm });
  const target = dark ? '#ffffff' : '#000000';
  const entries = TAG_COLOURS.map((colour) => [
    `${colour}7`,
    readableSeed(base[`${colour}7`], [base[`${colour}1`]], { target }),
  ]);
  return Object.fromEntries(entries) as Record<`${(typeof TAG_COLOURS)[number]}7`, string>;
}
const LIGHT_TAGS = readableTags(false);
const DARK_TAGS = readableTags(true);

type DarkSeed = 'colorPrimary' | 'colorLink' | 'colorError' | 'colorSuccess' | 'colorWarning';

/** What the dark algorithm makes of a seed colour (it derives a darker shade from it). */
function darkShade(key: DarkSeed, seed: string): string {
  return antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { [key]: seed } })[key];
}

/**
 * A status colour (`Typography type="success"`, `<Tag color="warning">`) darkened (lightened in dark
 * mode) until its text reads on the surfaces and on its own tint; the tint and border stay those of
 * antd's seed, which a darker seed would turn grey.
 */
function readableStatus(status: 'Success' | 'Warning', seed: string, dark: boolean) {
  const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  const base = antdTheme.getDesignToken({ algorithm, token: { [`color${status}`]: seed } });
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
      colorError: error,
      ...readableStatus('Success', SUCCESS_SEED, false),
      ...readableStatus('Warning', WARNING_SEED, false),
      ...LIGHT_GREYS,
      ...LIGHT_TAGS,
    },
    components: { Button: { dangerColor: dangerButtonText(error) } },
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
      colorError: error,
      ...readableStatus('Success', SUCCESS_SEED, true),
      ...readableStatus('Warning', WARNING_SEED, true),
      ...DARK_GREYS,
      ...DARK_TAGS,
    },
    components: {
      Tabs: { itemSelectedColor: link, itemActiveColor: link, itemHoverColor: link },
      Button: { dangerColor: dangerButtonText(darkShade('colorError', error)) },
    },
  };
}

/**
 * antd's theme for the theme store's primary colour and dark mode: the one place its tokens are set.
 * Every text colour meets WCAG AA (4.5:1) whatever primary colour is picked (docs/ACCESSIBILITY.md).
 */
export function antdThemeConfig(color: string | null, darkMode: boolean): ThemeConfig {
  const seed = color ?? DEFAULT_PRIMARY_COLOR;
  return darkMode ? darkConfig(seed) : lightConfig(seed);
}
