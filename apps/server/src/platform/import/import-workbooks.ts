import type { Lang } from '@portal/contract';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec, XlsxStyle } from '../xlsx/xlsx-writer';
import { headerText, type ImportColumn } from './import-columns';
import type { ImportDefinition } from './import-definition';
import type { FailedRow } from './import-job-repository';
import { IMPORT_TEXTS } from './import-texts';

function styleOf(column: ImportColumn): XlsxStyle | undefined {
  return column.type === 'text' ? 'text' : undefined;
}

/** A sheet of the columns of an import: header row in the user's language, text columns kept as text. */
function importSheet(name: string, columns: readonly ImportColumn[], lang: Lang, rows: XlsxRowSpec[] = []) {
  return {
    name,
    freezeHeader: true,
    columns: columns.map((column) => ({ width: column.width, style: styleOf(column) })),
    rows: [{ cells: columns.map((column) => headerText(column, lang)), style: 'header' as const }, ...rows],
  };
}

/** A sheet of values to choose from after a template's instructions: a header row, then one row per value. */
export function listSheet(name: string, header: string[], rows: XlsxCell[][], widths: number[]): XlsxSheetSpec {
  return {
    name,
    freezeHeader: true,
    columns: widths.map((width) => ({ width })),
    rows: [{ cells: header, style: 'header' }, ...rows.map((cells) => ({ cells }))],
  };
}

/** The template of an import: the header row on the first sheet, the rules of each column on the second, then the kind's lists. */
export async function templateSheets(
  definition: Pick<ImportDefinition, 'template'> & { columns: readonly ImportColumn[] },
  lang: Lang,
): Promise<XlsxSheetSpec[]> {
  const { columns, template } = definition;
  return [
    importSheet(template.sheetName[lang], columns, lang),
    {
      name: IMPORT_TEXTS.instructionsSheet[lang],
      columns: [{ width: 34 }, { width: 10 }, { width: 110, style: 'wrap' }],
      merges: ['A1:C1'],
      rows: [
        { cells: [`${template.instructions[lang]} ${IMPORT_TEXTS.fileRules[lang]}`], style: 'wrap', height: 75 },
        { cells: [] },
        {
          cells: [IMPORT_TEXTS.column[lang], IMPORT_TEXTS.required[lang], IMPORT_TEXTS.rule[lang]],
          style: 'header',
        },
        ...columns.map((column) => ({
          cells: [headerText(column, lang), column.required ? IMPORT_TEXTS.yes[lang] : '', column.rule[lang]],
        })),
      ],
    },
    ...((await template.extraSheets?.(lang)) ?? []),
  ];
}

/** A cell of a failed row as it is written back: numbers of number columns as numbers, so Excel sums them. */
function failedCell(column: ImportColumn, text: string | undefined): XlsxCell {
  if (text === undefined || column.type !== 'number') return text;
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/** An import's failed rows: the columns of its template as the user filled them, and why each row failed. */
export function failedRowsSheet(columns: readonly ImportColumn[], rows: FailedRow[], lang: Lang): XlsxSheetSpec {
  const sheet = importSheet(
    IMPORT_TEXTS.failedSheet[lang],
    columns,
    lang,
    rows.map((row) => ({
      cells: [
        ...columns.map((column) => failedCell(column, row.cells[column.key])),
        row.reasons.map((r) => r[lang]).join('; '),
      ],
    })),
  );
  sheet.columns.push({ width: 60, style: undefined });
  sheet.rows[0]?.cells.push(IMPORT_TEXTS.reasons[lang]);
  return sheet;
}
