import type { Lang, Localized } from '@portal/contract';

/**
 * How a column's cells are read and written. `text` reads what the cell shows (an HS code's leading
 * zeros kept by its format) and is formatted as text in templates; `general` reads what the cell
 * shows too but leaves the column's format alone; `number` reads the number stored behind the cell
 * (not its rounded display) and writes numbers; `date` reads a date cell as `YYYY-MM-DD`.
 */
export type ImportColumnType = 'text' | 'general' | 'number' | 'date';

/** One column of an import sheet (and of an export that uses the same headers so it can be re-imported). */
export interface ImportColumn<K extends string = string> {
  key: K;
  label: Localized;
  /** Other headers that name the column when reading (the wording of earlier templates). */
  synonyms?: readonly Localized[];
  /** Marked `*` in the template; an empty cell reads 'please input/select {label}'. */
  required?: boolean;
  /** A choice from a list: its required message reads 'please select {label}'. */
  select?: boolean;
  type: ImportColumnType;
  width: number;
  /** What the instructions sheet says about the column. */
  rule: Localized;
}

/** A header as the template writes it: required columns marked `*` (reading ignores the mark). */
export function headerText(column: ImportColumn, lang: Lang): string {
  return column.required ? `${column.label[lang]}*` : column.label[lang];
}

/** Header text as compared: width-folded (full-width brackets), lower case, without `*` and spaces. */
export function headerKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[*\s]/g, '');
}

/**
 * Which column a header names, in English or Chinese, with or without `*`; a synonym (an earlier
 * template's wording), the label without its bracketed unit ("Weight") and the field name
 * ("weight_g") are accepted too when unambiguous.
 */
export function headerMatcher<K extends string>(
  columns: readonly ImportColumn<K>[],
): (header: string) => K | undefined {
  const exact = new Map<string, K>();
  const loose = new Map<string, K | null>();
  for (const column of columns) {
    const labels = [column.label, ...(column.synonyms ?? [])];
    for (const text of [...labels.flatMap((label) => [label.en, label.zh_CN]), column.key]) {
      exact.set(headerKey(text), column.key);
      const bare = headerKey(text.replace(/[(（][^)）]*[)）]/g, ''));
      loose.set(bare, loose.has(bare) && loose.get(bare) !== column.key ? null : column.key);
    }
  }
  return (header) => {
    const key = headerKey(header);
    return exact.get(key) ?? loose.get(key) ?? undefined;
  };
}
