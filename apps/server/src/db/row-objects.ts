import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;
type RowOf = (values: unknown[]) => Row;

/**
 * A statement whose rows arrive as arrays (better-sqlite3's `raw` mode) and become objects here.
 * better-sqlite3 builds each row object through V8's API one property at a time, which for a wide
 * row costs about twice what reading the values does (a page of 20 SKUs, 31 columns: ≈ 45 % of the
 * query's CPU); an object literal of the statement's own columns, made once per statement, builds
 * every row with one fixed shape instead. The rows are the objects better-sqlite3 would give:
 * same keys in the same order, a later column of the same name overriding an earlier one.
 */
export class RowObjectStatement implements SqliteStatement {
  readonly reader: boolean;
  private readonly rowOf: RowOf | undefined;

  constructor(
    readonly statement: SQLite.Statement,
    shapeRows = true,
  ) {
    this.reader = statement.reader;
    this.rowOf =
      shapeRows && statement.reader ? rowFactory(statement.columns().map((column) => column.name)) : undefined;
    if (this.rowOf) statement.raw(true);
  }

  /** Still iterating (a streamed query): it must not be handed out again until it ends. */
  get busy(): boolean {
    return this.statement.busy;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rowOf = this.rowOf;
    if (!rowOf) return this.statement.all(parameters);
    const values = this.statement.all(parameters) as unknown[][];
    const rows = new Array<Row>(values.length);
    for (let i = 0; i < values.length; i++) rows[i] = rowOf(values[i] as unknown[]);
    return rows;
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.statement.run(parameters);
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    const rowOf = this.rowOf;
    for (const values of this.statement.iterate(parameters)) yield rowOf ? rowOf(values as unknown[]) : values;
  }
}

/**
 * `(v) => ({ "id": v[0], "name": v[1], … })` for these column names, or none where an object
 * literal would not give what better-sqlite3 gives (a column named `__proto__` sets the prototype
 * in a literal). The names only appear as JSON string keys and the values by index, so no column
 * name can become code.
 */
export function rowFactory(names: readonly string[]): RowOf | undefined {
  if (names.includes('__proto__')) return undefined;
  const fields = names.map((name, index) => `${JSON.stringify(name)}: v[${index}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as RowOf;
}
