import type { Localized } from '@portal/contract';
import type { ImportColumn } from './import-columns';

/**
 * The builders of one import's column list: a `text` column is 16 characters wide, a `number`
 * column 12, unless `extra` says otherwise (and whether it is required or a choice).
 */
export function columnBuilders<K extends string>() {
  type Column = ImportColumn<K>;
  const make =
    (type: Column['type'], width: number) =>
    (key: K, en: string, zh_CN: string, rule: Localized, extra: Partial<Column> = {}): Column => ({
      key,
      label: { en, zh_CN },
      type,
      width,
      rule,
      ...extra,
    });
  return { text: make('text', 16), number: make('number', 12) };
}

/**
 * The rule of a column that later rows of one record (an order, a parcel, a piece) may leave empty:
 * the column's own rule, then what those rows may do. `record` is the record's name in both
 * languages ('order' / '订单').
 */
export function sameRecordRule(record: Localized): (en: string, zh_CN: string) => Localized {
  const after = {
    en: `Rows of one ${record.en} may leave it empty after the first; a value that differs from the first row fails.`,
    zh_CN: `同一${record.zh_CN}的后续行可留空；与首行不同的值会导致失败。`,
  };
  return (en, zh_CN) => ({ en: `${en} ${after.en}`, zh_CN: `${zh_CN}${after.zh_CN}` });
}

/** An import's columns with their look-up by key (which a row reader names its reasons by). */
export interface ColumnTable<K extends string> {
  columns: readonly ImportColumn<K>[];
  byKey: ReadonlyMap<K, ImportColumn<K>>;
  /** The column of a key the table has; a key it lacks is a programming error. */
  column(key: K): ImportColumn<K>;
}

/** The table of an import's columns; `name` ('order', 'parcel') names the import in the error of an unknown key. */
export function columnTable<K extends string>(name: string, columns: readonly ImportColumn<K>[]): ColumnTable<K> {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return {
    columns,
    byKey,
    column(key) {
      const column = byKey.get(key);
      if (!column) throw new Error(`no ${name} import column ${key}`);
      return column;
    },
  };
}
