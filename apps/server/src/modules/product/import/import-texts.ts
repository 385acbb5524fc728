import type { Localized } from '@portal/contract';
import { fill } from '../../../platform/import/import-texts';

/** Texts the SKU imports and export write into workbooks, in both languages of the API. */
export const TEXTS = {
  productSheet: { en: 'SKU', zh_CN: 'SKU' },
  taxInfoSheet: { en: 'SKU tax info', zh_CN: 'SKU报关信息' },
  attributesSheet: { en: 'Attributes', zh_CN: '产品属性' },
  categoriesSheet: { en: 'Categories', zh_CN: '分类' },
  packMaterialsSheet: { en: 'Packing materials', zh_CN: '包装耗材' },
  yes: { en: 'Y', zh_CN: '是' },
  no: { en: 'N', zh_CN: '否' },
  code: { en: 'Code', zh_CN: '代码' },
  id: { en: 'ID', zh_CN: 'ID' },
  nameEn: { en: 'English name', zh_CN: '英文名称' },
  nameCn: { en: 'Chinese name', zh_CN: '中文名称' },
  path: { en: 'Path', zh_CN: '路径' },
  dangerous: { en: 'Dangerous goods', zh_CN: '危险品' },
  size: { en: 'Size', zh_CN: '尺寸' },
  generalProduct: {
    en: 'Fill one SKU per row from row 2 of the first sheet. Columns marked * are required. Each row is saved whole or not at all; rows that fail are listed with their reasons and can be downloaded, corrected and imported again.',
    zh_CN:
      '从第一个工作表的第 2 行开始，每行填写一个 SKU。带 * 的列为必填。每行要么全部保存，要么不保存；失败的行会列出原因，可下载修改后重新导入。',
  },
  generalTaxInfo: {
    en: 'Fill one existing SKU per row from row 2 of the first sheet. Only the cells you fill are changed: an empty cell keeps the SKU’s current value.',
    zh_CN: '从第一个工作表的第 2 行开始，每行填写一个已有的 SKU。只修改填写了的单元格：留空则保留 SKU 的当前值。',
  },
} as const satisfies Record<string, Localized>;

/** Reasons of a failed SKU import row; `{label}` and `{value}` are filled in. */
export const REASONS = {
  unknownValue: { en: '{label}: "{value}" does not exist', zh_CN: '{label}：“{value}”不存在' },
  ambiguousValue: {
    en: '{label}: "{value}" names more than one entry, use its id or code',
    zh_CN: '{label}：“{value}”对应多个条目，请填写 ID 或代码',
  },
  notYesNo: { en: '{label}: fill in Y or N', zh_CN: '{label}：请填写 Y 或 N' },
} as const satisfies Record<string, Localized>;

export function reason(key: keyof typeof REASONS, params: Record<string, string | number | Localized> = {}): Localized {
  return fill(REASONS[key], params);
}
