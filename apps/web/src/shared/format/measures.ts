/** At most two decimals, without trailing zeros: 12.5 → "12.5", 3 → "3". */
export function formatMeasure(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatDimensions(length: number, width: number, height: number): string {
  return [length, width, height].map(formatMeasure).join(' × ');
}
