import type { ImportKind, Lang } from '@portal/contract';
import { writeXlsx, type XlsxCell, type XlsxRowSpec, type XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { FailedRow, ImportReferenceLists } from './import-repository';
import { TEXTS } from './import-texts';
import type { SheetColumn } from './sku-columns';

/** A header as the template writes it: required columns marked `*` (reading ignores the mark). */
export function headerText(column: SheetColumn, lang: Lang): string {
  return column.required ? `${column.label[lang]}*` : column.label[lang];
}

/** A sheet of the columns of an import: header row in the user's language, text columns kept as text. */
function importSheet(name: string, columns: readonly SheetColumn[], lang: Lang, rows: XlsxRowSpec[] = []) {
  return {
    name,
    freezeHeader: true,
    columns: columns.map((column) => ({ width: column.width, style: column.text ? ('text' as const) : undefined })),
    rows: [{ cells: columns.map((column) => headerText(column, lang)), style: 'header' as const }, ...rows],
  };
}

function listSheet(name: string, header: string[], rows: XlsxCell[][], widths: number[]): XlsxSheetSpec {
  return {
    name,
    freezeHeader: true,
    columns: widths.map((width) => ({ width })),
    rows: [{ cells: header, style: 'header' }, ...rows.map((cells) => ({ cells }))],
  };
}

/**
 * The template of an import: the header row in the user's language on the first sheet, the rules of
 * each column on the second, and (new SKUs) the attributes, categories and packing materials to use.
 */
export function templateWorkbook(
  kind: ImportKind,
  columns: readonly SheetColumn[],
  lists: ImportReferenceLists | undefined,
  lang: Lang,
): Buffer {
  const sheets: XlsxSheetSpec[] = [
    importSheet((kind === 'product' ? TEXTS.productSheet : TEXTS.taxInfoSheet)[lang], columns, lang),
    {
      name: TEXTS.instructionsSheet[lang],
      columns: [{ width: 34 }, { width: 10 }, { width: 110, style: 'wrap' }],
      merges: ['A1:C1'],
      rows: [
        {
          cells: [(kind === 'product' ? TEXTS.generalProduct : TEXTS.generalTaxInfo)[lang]],
          style: 'wrap',
          height: 75,
        },
        { cells: [] },
        { cells: [TEXTS.column[lang], TEXTS.required[lang], TEXTS.rule[lang]], style: 'header' },
        ...columns.map((column) => ({
          cells: [headerText(column, lang), column.required ? TEXTS.yes[lang] : '', column.rule[lang]],
        })),
      ],
    },
  ];
  if (lists) {
    const name = (entry: { name_en: string; name_cn: string }) => (lang === 'zh_CN' ? entry.name_cn : entry.name_en);
    const byId = new Map(lists.categories.map((c) => [c.id, c]));
    const path = (id: number): string[] => {
      const category = byId.get(id);
      return category ? [...(category.parent_id ? path(category.parent_id) : []), name(category)] : [];
    };
    sheets.push(
      listSheet(
        TEXTS.attributesSheet[lang],
        [TEXTS.code[lang], TEXTS.nameEn[lang], TEXTS.nameCn[lang], TEXTS.dangerous[lang]],
        lists.properties.map((p) => [p.code, p.name_en, p.name_cn, p.is_dangerous ? TEXTS.yes[lang] : TEXTS.no[lang]]),
        [20, 28, 20, 16],
      ),
      listSheet(
        TEXTS.categoriesSheet[lang],
        [TEXTS.id[lang], TEXTS.nameEn[lang], TEXTS.nameCn[lang], TEXTS.path[lang]],
        lists.categories.map((c) => [c.id, c.name_en, c.name_cn, path(c.id).join(' / ')]),
        [10, 28, 20, 50],
      ),
      listSheet(
        TEXTS.packMaterialsSheet[lang],
        [TEXTS.code[lang], TEXTS.nameEn[lang], TEXTS.nameCn[lang], TEXTS.size[lang]],
        lists.packMaterials.map((m) => [m.code, m.name_en, m.name_cn, m.size]),
        [18, 28, 20, 16],
      ),
    );
  }
  return writeXlsx(sheets);
}

/** An import's failed rows: the columns of its template as the user filled them, and why each row failed. */
export function failedRowsWorkbook(columns: readonly SheetColumn[], rows: FailedRow[], lang: Lang): Buffer {
  const sheet = importSheet(
    TEXTS.failedSheet[lang],
    columns,
    lang,
    rows.map((row) => ({
      cells: [...columns.map((column) => row.cells[column.key]), row.reasons.map((r) => r[lang]).join('; ')],
    })),
  );
  sheet.columns.push({ width: 60, style: undefined });
  sheet.rows[0]?.cells.push(TEXTS.reasons[lang]);
  return writeXlsx([sheet]);
}
