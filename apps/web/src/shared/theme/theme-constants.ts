/** Spec section 9: the content size is measured again this long after the window stops resizing. */
export const RESIZE_DELAY_MS = 800;
/** Spec section 9: transitions are switched off this long while the layout changes shape. */
export const TRANSITION_SUPPRESS_MS = 100;

/** Sizes of the shell's parts, shared by the layout and the content-size computation. */
/** Wide enough for the longest menu label, "SKU Shipment Quantity", under its group. */
export const SIDER_WIDTH = 240;
export const SIDER_COLLAPSED_WIDTH = 64;
export const HEADER_HEIGHT = 56;
export const TAB_BAR_HEIGHT = 40;
/** Below this width a responsive layout shows the side menu in a drawer. */
export const MOBILE_MAX_WIDTH = 768;
/** Content width when the body is not full width. */
export const FIXED_BODY_WIDTH = 1200;

/** Primary colour presets of the theme drawer; null is antd's default. */
export const COLOR_PRESETS = [
  null,
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#2f54eb',
  '#722ed1',
] as const;

/** antd's own primary colour, used when `color` is null. */
export const DEFAULT_PRIMARY_COLOR = '#1677ff';

/**
 * Weak mode helps colour-blind users by inverting the palette, as the original portal did; fully,
 * since a partial inversion (the original's 80 %) pulls black and white towards grey and text under
 * 4.5:1 (WCAG 1.4.3). `invertColour` in contrast.ts is the same inversion, for its test.
 */
export const WEAK_MODE_FILTER = 'invert(100%)';
