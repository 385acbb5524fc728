import type { Localized, ValidationMessageKey } from '@portal/contract';
import type { z } from 'zod';
import type { ColumnTable } from './column-table';
import type { ImportColumn } from './import-columns';
import { fill, IMPORT_REASONS } from './import-texts';
import { errorReason, flagOf, issueReason, messageReason, requiredReason } from './row-reasons';
import type { Cells } from './sheet-reader';

/** A choice's cell as its value: the value's code, its English word (any case) or its Chinese word. */
export function choiceWords<T extends string>(values: readonly T[], words: Record<T, Localized>): Map<string, T> {
  return new Map(
    values.flatMap((value) => [
      [value.toLowerCase(), value],
      [words[value].en.toLowerCase(), value],
      [words[value].zh_CN, value],
    ]),
  );
}

/**
 * The cells of one row as a row reader reads them, collecting the row's reasons. A column it has
 * explained (a choice it resolved or refused, a required cell it found empty) is not explained again
 * by the schema's issues.
 */
export class RowCells<K extends string> {
  private readonly explained = new Set<K>();

  constructor(
    readonly cells: Cells<K>,
    private readonly table: ColumnTable<K>,
    /** The row's reasons so far (a record's first row differing): the cell readers add theirs after. */
    readonly reasons: Localized[] = [],
  ) {}

  /**
   * A required choice resolved by `find`: empty says 'please select {label}' (or `emptyMessage`),
   * a value `find` does not know 'does not exist'.
   */
  choice<T>(key: K, find: (text: string) => T | undefined, emptyMessage?: ValidationMessageKey): T | undefined {
    this.explained.add(key);
    const column = this.table.column(key);
    const text = this.cells[key];
    if (text === undefined) {
      this.reasons.push(emptyMessage ? messageReason(column, emptyMessage) : requiredReason(column));
      return undefined;
    }
    const found = find(text);
    if (found === undefined) this.reasons.push(messageReason(column, 'v.unknownChoice'));
    return found;
  }

  /** An optional choice: empty is undefined (the schema's default), unknown is 'Choose one of the options'. */
  optionalChoice<T>(key: K, find: (text: string) => T | undefined): T | undefined {
    const text = this.cells[key];
    if (text === undefined) return undefined;
    const found = find(text);
    if (found === undefined) this.refuse(key, 'v.choice');
    return found;
  }

  /** A yes/no cell (Y/N, 1/0, 是/否): true for yes, false for no or empty; anything else is 'Choose one of the options'. */
  flag(key: K): boolean {
    const flag = flagOf(this.cells[key]);
    if (flag === 'invalid') this.refuse(key, 'v.choice');
    return flag === 1;
  }

  /** A cell that must not be empty, said before the schema would say it in other words. */
  required(key: K): void {
    if (this.cells[key] !== undefined) return;
    this.explained.add(key);
    this.reasons.push(requiredReason(this.table.column(key)));
  }

  /**
   * The schema's refusals of the row, one per column not yet explained, in the form's words (an empty
   * field reads 'Please enter First Name'); `columnOf` names the column of an issue's path. A refusal
   * no column explains is 'Validation failed'.
   */
  schemaIssues(
    issues: readonly z.core.$ZodIssue[],
    columnOf: (path: readonly PropertyKey[]) => ImportColumn<K> | undefined,
  ): void {
    for (const issue of issues) {
      const column = columnOf(issue.path);
      if (!column || this.explained.has(column.key)) continue;
      this.explained.add(column.key);
      this.reasons.push(issueReason(column, issue, false));
    }
    if (!this.reasons.length) this.reasons.push(errorReason('VALIDATION_FAILED'));
  }

  private refuse(key: K, message: ValidationMessageKey): void {
    this.explained.add(key);
    this.reasons.push(messageReason(this.table.column(key), message));
  }
}

/** The column a schema issue is about: the last key of its path (`recipient.zip` → Zip), `rename`d where a field and its column differ. */
export function lastKeyColumn<K extends string>(
  table: ColumnTable<K>,
  rename: Partial<Record<string, K>> = {},
): (path: readonly PropertyKey[]) => ImportColumn<K> | undefined {
  return (path) => {
    const leaf = String(path[path.length - 1] ?? '');
    return table.byKey.get(rename[leaf] ?? (leaf as K));
  };
}

/**
 * The cells a record's first row gives its later rows (an order's fields, a piece's measures): a later
 * row may leave them empty and takes the first row's, a value that differs is a reason naming the
 * `group` column.
 */
export class FirstRowFill<K extends string> {
  private readonly firstRows = new Map<string, { row: number; cells: Cells<K> }>();

  constructor(
    private readonly columns: readonly ImportColumn<K>[],
    private readonly group: ImportColumn<K>,
  ) {}

  /** Fills `into` (a copy of the row's cells) for the record `record`, the row's own `cells` compared. */
  fill(record: string, row: number, cells: Cells<K>, into: Cells<K>, reasons: Localized[]): void {
    const first = this.firstRows.get(record);
    if (!first) {
      this.firstRows.set(record, { row, cells });
      return;
    }
    for (const column of this.columns) {
      const own = cells[column.key];
      const theirs = first.cells[column.key];
      if (own === undefined) into[column.key] = theirs;
      else if (own !== theirs) {
        reasons.push(
          fill(IMPORT_REASONS.differsInGroup, { label: column.label, row: first.row, group: this.group.label }),
        );
      }
    }
  }
}
