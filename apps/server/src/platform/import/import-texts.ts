import { IMPORT_ROWS_MAX, type Lang, type Localized } from '@portal/contract';

/** Texts every import writes into its workbooks, in both languages of the API. */
export const IMPORT_TEXTS = {
  failedSheet: { en: 'Failed rows', zh_CN: '失败行' },
  instructionsSheet: { en: 'Instructions', zh_CN: '填写说明' },
  column: { en: 'Column', zh_CN: '列' },
  required: { en: 'Required', zh_CN: '必填' },
  rule: { en: 'Rule', zh_CN: '填写规则' },
  yes: { en: 'Y', zh_CN: '是' },
  no: { en: 'N', zh_CN: '否' },
  reasons: { en: 'Reasons', zh_CN: '失败原因' },
  fileRules: {
    en: `At most ${IMPORT_ROWS_MAX} rows per file. Keep the header row: columns may be moved, and headers in English or Chinese are both read. Save the file as .xlsx or .xls.`,
    zh_CN: `每个文件最多 ${IMPORT_ROWS_MAX} 行。请保留表头：列的顺序可以调整，中文或英文表头均可识别。请将文件保存为 .xlsx 或 .xls。`,
  },
} as const satisfies Record<string, Localized>;

/** Reasons of a failed import row any kind may give; `{label}`, `{value}` and `{row}` are filled in. */
export const IMPORT_REASONS = {
  repeated: { en: '{label} is repeated: same as row {row}', zh_CN: '{label}重复：与第 {row} 行相同' },
  groupFailed: {
    en: 'Row {row} with the same {label} failed, so this row was not imported either',
    zh_CN: '相同{label}的第 {row} 行失败，本行也未导入',
  },
  differsInGroup: {
    en: '{label} differs from row {row} with the same {group}',
    zh_CN: '{label}与相同{group}的第 {row} 行不一致',
  },
  missingColumns: {
    en: 'The header row lacks the columns: {columns}',
    zh_CN: '表头缺少以下列：{columns}',
  },
} as const satisfies Record<string, Localized>;

type Param = string | number | Localized;

/** A template text in both languages with `{name}` placeholders filled: stored with jobs, so it can be shown in either. */
export function fill(template: Localized, params: Record<string, Param> = {}): Localized {
  return both((lang) =>
    template[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? value[lang] : String(value);
    }),
  );
}

export function both(make: (lang: Lang) => string): Localized {
  return { en: make('en'), zh_CN: make('zh_CN') };
}
