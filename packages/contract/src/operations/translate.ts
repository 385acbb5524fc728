import { z } from 'zod';
import { defineOperation } from '../core/operation';

/** Name translation of the SKU form, through the configured translation service. */
const required = { message: 'v.required' } as const;

export const TRANSLATE_LANGS = ['zh', 'en'] as const;

export const translate = defineOperation({
  id: 'translate.baiduTranslate',
  method: 'POST',
  changes: [],
  path: '/baiduTranslate',
  summary: 'Translate a product name between Chinese and English through the configured translation service.',
  auth: 'user',
  permission: 'account',
  body: z.object({
    q: z.string(required).trim().min(1, required).max(2000),
    from: z.enum(['auto', ...TRANSLATE_LANGS]).default('auto'),
    to: z.enum(TRANSLATE_LANGS),
  }),
  response: z.object({ text: z.string() }),
});
