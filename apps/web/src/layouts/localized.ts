import type { Localized } from '@portal/contract';

/** Chinese for both Chinese UIs (zh_TW is a stub that falls back to Simplified), English otherwise. */
export function pickLocalized(text: Localized, language: string): string {
  return language.startsWith('zh') ? text.zh_CN : text.en;
}
