const cache = new Map<string, Intl.DisplayNames>();

/** A destination country as a merchant reads it: "US · United States" (美国 in Chinese UIs); the code alone when the browser has no name for it. */
export function countryLabel(code: string, language: string): string {
  const locale = language.startsWith('zh') ? 'zh-CN' : 'en';
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    cache.set(locale, names);
  }
  const name = /^[A-Z]{2}$/.test(code) ? names.of(code) : undefined;
  return name ? `${code} · ${name}` : code;
}
