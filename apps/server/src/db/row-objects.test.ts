import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RowObjectStatement } from './row-objects';

let database: SQLite.Database;
afterEach(() => database.close());

function open(): SQLite.Database {
  database = new SQLite(':memory:');
  database.exec(`create table items (id integer primary key, name text, note text, weight real);
    insert into items (name, note, weight) values ('纯棉 T恤', null, 1.5), ('b', 'x', 2)`);
  return database;
}

/** What better-sqlite3 itself answers for this SQL, row objects included. */
function plain(sql: string, parameters: unknown[] = []): unknown[] {
  return database.prepare(sql).all(parameters);
}

describe('RowObjectStatement', () => {
  it.each([
    ['every column', 'select * from items order by id', []],
    ['aliases and a bound value', 'select id as "the id", upper(name) as name, ? as extra from items', [7]],
    ['a column name twice: the later value, at the first place', 'select name as a, note, id as a from items', []],
    ['no row', 'select * from items where id = ?', [99]],
    ['quotes and odd characters in a name', 'select id as "a""b\\c\nd" from items', []],
  ])('answers the rows better-sqlite3 answers: %s', (_case, sql, parameters) => {
    open();
    const rows = new RowObjectStatement(database.prepare(sql)).all(parameters);
    const expected = plain(sql, parameters);
    expect(rows).toEqual(expected);
    expect(rows.map((row) => Object.keys(row as object))).toEqual(expected.map((row) => Object.keys(row as object)));
  });

  it('answers a column named __proto__ as better-sqlite3 does, the row still a plain object', () => {
    open();
    const sql = 'select id, name as "__proto__" from items order by id';
    const [row] = new RowObjectStatement(database.prepare(sql)).all([]) as object[];
    const [expected] = plain(sql) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(row)).toEqual(Object.getOwnPropertyNames(expected));
    expect(row).toEqual(expected);
  });

  it('streams rows as objects and runs writes', () => {
    open();
    const insert = new RowObjectStatement(database.prepare('insert into items (name) values (?)'));
    expect(insert.reader).toBe(false);
    expect(insert.run(['c'])).toMatchObject({ changes: 1, lastInsertRowid: 3 });
    const select = new RowObjectStatement(database.prepare('select id, name from items order by id'));
    expect([...select.iterate([])]).toEqual(plain('select id, name from items order by id'));
  });

  it('answers plain rows when asked not to shape them', () => {
    open();
    const rows = new RowObjectStatement(database.prepare('select * from items'), false).all([]);
    expect(rows).toEqual(plain('select * from items'));
  });
});
