import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

interface Tables {
  items: { id: number; name: string };
}

let database: SQLite.Database;
afterEach(() => {
  if (database.open) database.close();
});

function open(capacity?: number) {
  database = new SQLite(':memory:');
  database.exec("create table items (id integer primary key, name text); insert into items (name) values ('a'), ('b')");
  const prepare = vi.spyOn(database, 'prepare');
  const kysely = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(database, capacity) }),
  });
  return { kysely, prepare };
}

describe('withStatementCache', () => {
  it('prepares a query once however often it runs, with each run bound to its own values', async () => {
    const { kysely, prepare } = open();
    const byId = (id: number) => kysely.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();

    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(2)).toEqual({ name: 'b' });
    expect(await byId(3)).toBeUndefined();
    await kysely.updateTable('items').set({ name: 'c' }).where('id', '=', 1).execute();
    await kysely.updateTable('items').set({ name: 'd' }).where('id', '=', 2).execute();

    expect(await byId(1)).toEqual({ name: 'c' });
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', async () => {
    const { kysely, prepare } = open(2);
    const run = (column: 'id' | 'name') => kysely.selectFrom('items').select(column).execute();
    const nameOnly = () => kysely.selectFrom('items').select(['id', 'name']).execute();

    await run('id');
    await run('name');
    await run('id'); // id is now the most recently used
    await nameOnly(); // evicts name
    await run('id');
    expect(prepare).toHaveBeenCalledTimes(3);
    await run('name');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('hands out a fresh statement while the kept one is still iterating', () => {
    database = new SQLite(':memory:');
    database.exec(
      "create table items (id integer primary key, name text); insert into items (name) values ('a'), ('b')",
    );
    const cache = withStatementCache(database);
    const kept = cache.prepare('select name from items');
    const rows = kept.iterate([]);
    rows.next();

    expect(cache.prepare('select name from items')).not.toBe(kept);
    rows.return?.();
    expect(cache.prepare('select name from items')).toBe(kept);
  });

  it('does not keep EXPLAIN, whose plan SQLite fixes when it is prepared', async () => {
    const { kysely, prepare } = open();
    const plan = sql`explain query plan select name from items where name = 'a'`;
    await plan.execute(kysely);
    await plan.execute(kysely);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
