import type { Localized } from '@portal/contract';

const FORMATS = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  zh_CN: new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD' }),
};

/** US cents as a refusal shows them in each language: 1234567 → "$12,345.67" / "US$12,345.67". */
export function usdText(cents: number): Localized {
  return { en: FORMATS.en.format(cents / 100), zh_CN: FORMATS.zh_CN.format(cents / 100) };
}
