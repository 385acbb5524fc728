import { defineErrors } from '../../core/error-codes';

/** Refusals every spreadsheet import shares (the import pipeline), whatever its kind. */
export const importJobsErrors = defineErrors({
  IMPORT_FILE_NAME: {
    code: 1030,
    status: 200,
    en: 'The file name must be 3-64 characters',
    zh_CN: '文件名须为3-64个字符',
  },
  IMPORT_FILE_UNREADABLE: {
    code: 1031,
    status: 200,
    en: 'The file cannot be read: please upload an Excel workbook saved as .xlsx or .xls',
    zh_CN: '无法读取文件：请上传另存为 .xlsx 或 .xls 的 Excel 工作簿',
  },
  IMPORT_TOO_MANY_ROWS: {
    code: 1032,
    status: 200,
    en: 'At most 5000 rows can be imported at a time',
    zh_CN: '每次最多导入5000行',
  },
  IMPORT_EMPTY: { code: 1033, status: 200, en: 'The file has no data rows', zh_CN: '文件中没有数据行' },
});
