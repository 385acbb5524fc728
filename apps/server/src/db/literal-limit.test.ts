import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LiteralLimitCompiler } from './literal-limit';

interface Tables {
  people: { id: number; name: string };
}

class Dialect extends SqliteDialect {
  override createQueryCompiler() {
    return new LiteralLimitCompiler();
  }
}

let kysely: Kysely<Tables>;
afterEach(() => kysely.destroy());

function open(): Kysely<Tables> {
  const database = new SQLite(':memory:');
  database.exec(
    "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO people (name) VALUES ('Ann'), ('Bo'), ('Cy')",
  );
  return new Kysely<Tables>({ dialect: new Dialect({ database }) });
}

describe('the SQLite compiler with literal limits', () => {
  it('writes a whole number of rows into the SQL and binds the rest of the query as before', async () => {
    kysely = open();
    const query = kysely.selectFrom('people').select('name').where('id', '>', 1).orderBy('id').limit(1).offset(1);
    const compiled = query.compile();
    expect(compiled.sql).toBe('select "name" from "people" where "id" > ? order by "id" limit 1 offset ?');
    expect(compiled.parameters).toEqual([1, 1]);
    expect(await query.execute()).toEqual([{ name: 'Cy' }]);
  });

  it('writes the limit of a sub-query too', () => {
    kysely = open();
    const compiled = kysely
      .selectFrom('people')
      .select('name')
      .where('id', 'in', (eb) => eb.selectFrom('people').select('id').orderBy('id', 'desc').limit(2))
      .compile();
    expect(compiled.sql).toContain('order by "id" desc limit 2)');
    expect(compiled.parameters).toEqual([]);
  });

  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['a number past 2^53', 2 ** 53],
    ['a text', '2' as unknown as number],
  ])('keeps %s a bound parameter', (_case, limit) => {
    kysely = open();
    const compiled = kysely.selectFrom('people').select('name').limit(limit).compile();
    expect(compiled.sql).toBe('select "name" from "people" limit ?');
    expect(compiled.parameters).toEqual([limit]);
  });

  it('leaves an expression as the limit alone', () => {
    kysely = open();
    const compiled = kysely.selectFrom('people').select('name').limit(sql<number>`${2} + 1`).compile();
    expect(compiled.sql).toBe('select "name" from "people" limit ? + 1');
  });
});
