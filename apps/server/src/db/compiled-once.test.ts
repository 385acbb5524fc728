import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once';

interface Tables {
  people: { id: number; name: string; team: string };
}

let kysely: Kysely<Tables>;
afterEach(() => kysely.destroy());

function open(): Kysely<Tables> {
  const database = new SQLite(':memory:');
  database.exec('CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, team TEXT)');
  database.exec("INSERT INTO people (name, team) VALUES ('Ann', 'red'), ('Bo', 'blue'), ('Cy', 'red')");
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
}

describe('a query compiled once', () => {
  it('answers each call with its own values, constants of the query kept', async () => {
    kysely = open();
    const byTeam = compiledOnce(kysely, ['team', 'after'], ({ team, after }: { team: string; after: number }) =>
      kysely
        .selectFrom('people')
        .select(['name'])
        .where('team', '=', team)
        .where('id', '>', after)
        .where('name', '!=', 'Nobody')
        .orderBy('id')
        .limit(10),
    );
    expect(await byTeam({ team: 'red', after: 0 })).toEqual([{ name: 'Ann' }, { name: 'Cy' }]);
    expect(await byTeam({ team: 'red', after: 1 })).toEqual([{ name: 'Cy' }]);
    expect(await byTeam({ team: 'blue', after: 0 })).toEqual([{ name: 'Bo' }]);
    // A value that looks like SQL stays a value.
    expect(await byTeam({ team: "red' OR '1'='1", after: 0 })).toEqual([]);
  });

  it('refuses a query that does not send a parameter as a bound value', () => {
    kysely = open();
    expect(() =>
      compiledOnce(kysely, ['team', 'unused'], ({ team }: { team: string; unused: string }) =>
        kysely.selectFrom('people').selectAll().where('team', '=', team),
      ),
    ).toThrow(/unused/);
  });
});
