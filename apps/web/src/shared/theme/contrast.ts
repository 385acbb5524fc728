/** WCAG 2.x contrast of colours written as `#rrggbb`: what the theme's text colours are held to. */

/** WCAG's minimum contrast for normal-size text (success criterion 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` moved `weight` (0..1) of the way to `target`. */
export function mix(color: string, target: string, weight: number): string {
  const to = channels(target);
  return toHex(channels(color).map((v, i) => v + ((to[i] ?? v) - v) * weight));
}

/**
 * The seed colour nearest `seed`, moved towards `target` (black to darken, white to lighten) in
 * small steps, whose derived colour (`derive`: the theme algorithm's use of the seed) reads at
 * `ratio` on every one of `surfaces`. The hue stays; a colour that already reads is kept as it is.
 */
export function readableSeed(
  seed: string,
  surfaces: readonly string[],
  {
    target,
    derive = (s) => s,
    ratio = TEXT_CONTRAST,
  }: { target: string; derive?: (seed: string) => string; ratio?: number },
): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(seed, target, step / 50);
    const derived = derive(candidate);
    if (surfaces.every((surface) => contrastRatio(derived, surface) >= ratio)) return candidate;
  }
  return target;
}

/** The colour CSS `invert(amount)` shows in place of `color`. */
export function invertColour(color: string, amount = 1): string {
  return toHex(channels(color).map((v) => v + (255 - 2 * v) * amount));
}
