import { type LimitNode, SqliteQueryCompiler, ValueNode } from 'kysely';

/**
 * SQLite's compiler with a LIMIT written into the SQL as a number instead of a bound parameter.
 * SQLite (3.53, as better-sqlite3 bundles it) plans a `LIMIT ?` with the value bound when it
 * prepared the statement and marks the statement to be prepared again whenever that parameter is
 * bound again; better-sqlite3 binds every parameter on every run, so each run of a kept statement
 * with `LIMIT ?` was parsed and planned anew (the SKU list's page: 85 µs a run, 40 µs with the
 * number in the text). Only a non-negative safe integer is written in: anything else stays a bound
 * parameter. Each page size becomes a statement of its own in the statement cache, a handful per
 * list in practice.
 */
export class LiteralLimitCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const limit = node.limit;
    if (
      ValueNode.is(limit) &&
      typeof limit.value === 'number' &&
      Number.isSafeInteger(limit.value) &&
      limit.value >= 0
    ) {
      this.append(`limit ${limit.value}`);
      return;
    }
    super.visitLimit(node);
  }
}
