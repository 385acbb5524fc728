import type { DeepPartial } from '../deep-partial';
import type { Translation } from '../en';

/** A stub: untranslated keys fall back to Simplified Chinese, then English. */
export const zhTW: DeepPartial<Translation> = {
  common: { ok: '確定', cancel: '取消' },
};
