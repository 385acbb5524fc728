import { describe, expect, it } from 'vitest';
import { productFormSchema, productSchema } from '../operations/product';
import { labelsIn, withNote } from './label-set';
import { SKU_LABELS } from './sku-labels';

/** Codes that read the same in both languages. */
const SAME_IN_BOTH = new Set(['sku']);
const CJK = /[\u4e00-\u9fff]/;

describe('SKU labels', () => {
  it('name every field of the SKU form and of the SKU record', () => {
    const record = Object.keys(productSchema.shape).filter(
      (key) => !['id', 'property', 'categories', 'consumables'].includes(key),
    );
    const missing = [...Object.keys(productFormSchema.shape), ...record].filter((key) => !(key in SKU_LABELS));
    expect(missing).toEqual([]);
  });

  it('are complete in English and Chinese', () => {
    for (const [key, label] of Object.entries(SKU_LABELS)) {
      expect(label.en.trim(), key).not.toBe('');
      expect(label.zh_CN.trim(), key).not.toBe('');
      if (SAME_IN_BOTH.has(key)) expect(label.zh_CN).toBe(label.en);
      else expect(label.zh_CN, key).toMatch(CJK);
    }
  });

  it('give one language at a time, and notes in each language’s brackets', () => {
    expect(labelsIn(SKU_LABELS, 'zh_CN').declared_value).toBe('申报价值（USD）');
    expect(labelsIn(SKU_LABELS, 'en').created_at).toBe('Created time');
    expect(withNote(SKU_LABELS.created_at, 'UTC')).toEqual({ en: 'Created time (UTC)', zh_CN: '创建时间（UTC）' });
  });
});
