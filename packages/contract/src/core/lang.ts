/** Languages the API answers in. zh_TW is a UI stub only and falls back to English on the server. */
export const LANGS = ['en', 'zh_CN'] as const;
export type Lang = (typeof LANGS)[number];

/** The spec: Chinese for zh_CN, English for everything else. Accepts `zh_CN`, `zh-CN` and q-weighted lists. */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const first = header.split(',')[0]?.split(';')[0]?.trim().toLowerCase().replace('-', '_');
  return first === 'zh_cn' || first === 'zh' ? 'zh_CN' : 'en';
}

export type Localized = Record<Lang, string>;
