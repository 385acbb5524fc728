/** USD cents as dollars with two decimals: 1234 → "12.34". */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** At most two decimals, without trailing zeros: 12.5 → "12.5", 3 → "3". */
export function formatMeasure(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatDimensions(length: number, width: number, height: number): string {
  return [length, width, height].map(formatMeasure).join(' × ');
}

/** Chinese names for the Chinese UIs (zh_TW falls back to Simplified), English otherwise. */
export function localizedName(item: { name_en: string; name_cn: string }, language: string): string {
  return language.startsWith('zh') ? item.name_cn || item.name_en : item.name_en || item.name_cn;
}
