import type { LabelSize } from '@portal/contract';
import type { TFunction } from 'i18next';

/** "60 × 40 mm" for a roll label, "A4 sheet, 3 × 8 labels" for a sheet. */
export function labelSizeName(size: LabelSize, t: TFunction): string {
  const sheet = /^A4-(\d+)x(\d+)$/.exec(size);
  if (sheet) return t('productList.labels.sheet', { columns: sheet[1], rows: sheet[2] });
  const [width, height] = size.split('x');
  return t('productList.labels.roll', { width, height });
}
