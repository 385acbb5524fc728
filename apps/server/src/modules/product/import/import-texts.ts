import { IMPORT_ROWS_MAX, type Lang, type Localized } from '@portal/contract';

/** Texts the server writes into workbooks and import reasons, in both languages of the API. */
export const TEXTS = {
  productSheet: { en: 'SKU', zh_CN: 'SKU' },
  taxInfoSheet: { en: 'SKU tax info', zh_CN: 'SKU报关信息' },
  failedSheet: { en: 'Failed rows', zh_CN: '失败行' },
  instructionsSheet: { en: 'Instructions', zh_CN: '填写说明' },
  attributesSheet: { en: 'Attributes', zh_CN: '产品属性' },
  categoriesSheet: { en: 'Categories', zh_CN: '分类' },
  packMaterialsSheet: { en: 'Packing materials', zh_CN: '包装耗材' },
  column: { en: 'Column', zh_CN: '列' },
  required: { en: 'Required', zh_CN: '必填' },
  rule: { en: 'Rule', zh_CN: '填写规则' },
  yes: { en: 'Y', zh_CN: '是' },
  no: { en: 'N', zh_CN: '否' },
  code: { en: 'Code', zh_CN: '代码' },
  id: { en: 'ID', zh_CN: 'ID' },
  nameEn: { en: 'English name', zh_CN: '英文名称' },
  nameCn: { en: 'Chinese name', zh_CN: '中文名称' },
  path: { en: 'Path', zh_CN: '路径' },
  dangerous: { en: 'Dangerous goods', zh_CN: '危险品' },
  size: { en: 'Size', zh_CN: '尺寸' },
  reasons: { en: 'Reasons', zh_CN: '失败原因' },
  generalProduct: {
    en: `Fill one SKU per row from row 2 of the first sheet, at most ${IMPORT_ROWS_MAX} rows per file. Keep the header row: columns may be moved, and headers in English or Chinese are both read. Columns marked * are required. Each row is saved whole or not at all; rows that fail are listed with their reasons and can be downloaded, corrected and imported again. Save the file as .xlsx (Excel 2007 or later).`,
    zh_CN: `从第一个工作表的第 2 行开始，每行填写一个 SKU，每个文件最多 ${IMPORT_ROWS_MAX} 行。请保留表头：列的顺序可以调整，中文或英文表头均可识别。带 * 的列为必填。每行要么全部保存，要么不保存；失败的行会列出原因，可下载修改后重新导入。请将文件保存为 .xlsx（Excel 2007 或更高版本）。`,
  },
  generalTaxInfo: {
    en: `Fill one existing SKU per row from row 2 of the first sheet, at most ${IMPORT_ROWS_MAX} rows per file. Only the cells you fill are changed: an empty cell keeps the SKU's current value. Headers in English or Chinese are both read. Save the file as .xlsx (Excel 2007 or later).`,
    zh_CN: `从第一个工作表的第 2 行开始，每行填写一个已有的 SKU，每个文件最多 ${IMPORT_ROWS_MAX} 行。只修改填写了的单元格：留空则保留 SKU 的当前值。中文或英文表头均可识别。请将文件保存为 .xlsx（Excel 2007 或更高版本）。`,
  },
  volume: { en: 'Volume (cm³)', zh_CN: '体积（cm³）' },
  totalStock: { en: 'Total stock', zh_CN: '总库存' },
  frozenStock: { en: 'Frozen stock', zh_CN: '冻结库存' },
  availableStock: { en: 'Available stock', zh_CN: '可用库存' },
  createdAt: { en: 'Created time (UTC)', zh_CN: '创建时间（UTC）' },
} as const satisfies Record<string, Localized>;

/** Reasons of a failed import row; `{label}`, `{value}` and `{row}` are filled in. */
export const REASONS = {
  unknownValue: { en: '{label}: "{value}" does not exist', zh_CN: '{label}：“{value}”不存在' },
  ambiguousValue: {
    en: '{label}: "{value}" names more than one entry, use its id or code',
    zh_CN: '{label}：“{value}”对应多个条目，请填写 ID 或代码',
  },
  notYesNo: { en: '{label}: fill in Y or N', zh_CN: '{label}：请填写 Y 或 N' },
  skuRepeated: { en: 'SKU is repeated: same as row {row}', zh_CN: 'SKU重复：与第 {row} 行相同' },
  barcodeRepeated: { en: 'Barcode is repeated: same as row {row}', zh_CN: '条码重复：与第 {row} 行相同' },
  missingColumns: {
    en: 'The header row lacks the columns: {columns}',
    zh_CN: '表头缺少以下列：{columns}',
  },
} as const satisfies Record<string, Localized>;

export type ReasonKey = keyof typeof REASONS;

type Param = string | number | Localized;

/** A reason in both languages: stored with the job, so its download can be in either. */
export function reason(key: ReasonKey, params: Record<string, Param> = {}): Localized {
  return both((lang) =>
    REASONS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? value[lang] : String(value);
    }),
  );
}

export function both(make: (lang: Lang) => string): Localized {
  return { en: make('en'), zh_CN: make('zh_CN') };
}
