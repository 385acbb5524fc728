import type { Config } from '../../config';
import { BaiduTranslator } from './baidu-translator';
import type { Translator } from './translator';

export type { TranslateFrom, TranslateTo, TranslationRequest, Translator } from './translator';
export { TranslationError } from './translator';

/** The configured translation service, or null when none is (the form then works without it). */
export function createTranslator(config: Pick<Config, 'translation'>): Translator | null {
  const translation = config.translation;
  if (!translation) return null;
  return new BaiduTranslator(translation);
}
