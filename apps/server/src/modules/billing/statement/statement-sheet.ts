import { utcText } from '../../../platform/export/utc-text';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { StatementDocument } from './statement-document';
import { billTypeName, statementText } from './statement-texts';

/**
 * The statement as one sheet: the month's header, the opening balance, each bill type's
 * transactions under its name with a subtotal, then the closing balance. Money in dollars.
 */
export function statementSheet(doc: StatementDocument): XlsxSheetSpec {
  const { lang } = doc;
  const t = (key: Parameters<typeof statementText>[0]) => statementText(key, lang);
  const rows: XlsxRowSpec[] = [
    { cells: [t('title')], style: 'header' },
    { cells: [t('month'), doc.month] },
    { cells: [t('customer'), String(doc.customerId)] },
    { cells: [t('currency'), 'USD'] },
    { cells: [t('generated'), utcText(doc.generatedAt)] },
    { cells: [] },
    { cells: [t('opening'), '', '', '', doc.opening / 100], style: 'header' },
  ];
  for (const group of doc.groups) {
    rows.push({ cells: [] });
    rows.push({ cells: [billTypeName(group.type, lang)], style: 'header' });
    rows.push({
      cells: [t('transactionId'), t('time'), t('reference'), t('remark'), t('amount'), t('balance')],
      style: 'header',
    });
    for (const line of group.lines) {
      rows.push({
        cells: [
          String(line.id),
          utcText(line.createdAt),
          line.reference,
          line.remark,
          line.amount / 100,
          line.balanceAfter / 100,
        ],
      });
    }
    rows.push({ cells: [t('subtotal'), '', '', '', group.subtotal / 100], style: 'header' });
  }
  if (!doc.groups.length) rows.push({ cells: [t('none')] });
  rows.push({ cells: [] });
  rows.push({ cells: [t('closing'), '', '', '', doc.closing / 100], style: 'header' });
  return {
    name: t('sheet'),
    columns: [
      { width: 18, style: 'text' },
      { width: 20 },
      { width: 28 },
      { width: 40 },
      { width: 14, style: 'money' },
      { width: 14, style: 'money' },
    ],
    rows,
  };
}
