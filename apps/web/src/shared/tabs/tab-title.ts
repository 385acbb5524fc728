import type { Localized } from '@portal/contract';
import type { ParseKeys, TFunction } from 'i18next';
import { pickLocalized } from '../format/localized-name';

/**
 * A tab's title in a form that follows the language: menu pages carry both languages from the
 * server's menu_list; the portal's own titles (error pages, "Edit SKU {{sku}}") carry a translation
 * key and its values, so a tab opened in English reads in Chinese after a switch, even though the
 * Chinese texts had not loaded when the tab opened.
 */
export type TabTitle = { text: Localized } | { key: ParseKeys; values?: Record<string, string> };

export function localizedTitle(text: Localized): TabTitle {
  return { text };
}

export function keyTitle(key: ParseKeys, values?: Record<string, string>): TabTitle {
  return values ? { key, values } : { key };
}

export function tabTitleText(title: TabTitle, t: TFunction, language: string): string {
  if ('text' in title) return pickLocalized(title.text, language);
  return t(title.key, { replace: title.values ?? {} });
}

export function sameTitle(a: TabTitle, b: TabTitle): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
