import type { Localized } from '@portal/contract';

/** Rows of reference data carry both names; Chinese UIs (zh_TW is a stub of zh_CN) read the Chinese one. */
export function localizedName(row: { name_en: string; name_cn: string }, language: string): string {
  return language.startsWith('zh') ? row.name_cn || row.name_en : row.name_en || row.name_cn;
}

/** Chinese for both Chinese UIs (zh_TW is a stub that falls back to Simplified), English otherwise. */
export function pickLocalized(text: Localized, language: string): string {
  return language.startsWith('zh') ? text.zh_CN : text.en;
}
