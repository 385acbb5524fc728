import {
  ACCOUNT_KIND_LABELS,
  type Lang,
  OPERATION_LOG_LABELS,
  OPERATION_MENU_LABELS,
  OPERATION_SOURCE_LABELS,
  type OperationLogItem,
} from '@portal/contract';
import { utcText } from '../../platform/export/utc-text';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../platform/xlsx/xlsx-writer';

const SHEET = { en: 'Operation log', zh_CN: '操作日志' } as const;

/** The operation-log export: one row per entry, with the list's columns and the result's message. */
export function operationLogExportSheet(entries: OperationLogItem[], lang: Lang): XlsxSheetSpec {
  const label = (key: keyof typeof OPERATION_LOG_LABELS) => OPERATION_LOG_LABELS[key][lang];
  const header = [
    label('created_at'),
    label('account'),
    label('account_email'),
    label('account_kind'),
    label('source'),
    label('menu'),
    label('method'),
    label('url'),
    label('result'),
    label('duration_ms'),
    label('ip'),
  ];
  const rows: XlsxRowSpec[] = [{ cells: header, style: 'header' }];
  for (const entry of entries) {
    rows.push({
      cells: [
        utcText(entry.created_at),
        entry.account_name,
        entry.account_email,
        entry.account_kind ? ACCOUNT_KIND_LABELS[entry.account_kind][lang] : '',
        OPERATION_SOURCE_LABELS[entry.source][lang],
        OPERATION_MENU_LABELS[entry.menu][lang],
        entry.method,
        entry.url,
        entry.result_code === 0 ? entry.result_msg : `${entry.result_code} ${entry.result_msg}`,
        entry.duration_ms,
        entry.ip,
      ],
    });
  }
  return {
    name: SHEET[lang],
    freezeHeader: true,
    columns: [
      { width: 20 },
      { width: 20 },
      { width: 28 },
      { width: 14 },
      { width: 16 },
      { width: 16 },
      { width: 10 },
      { width: 50 },
      { width: 36 },
      { width: 12 },
      { width: 16 },
    ],
    rows,
  };
}
