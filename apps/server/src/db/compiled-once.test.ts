import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledOnce, compiledPerShape, type ShapeParams } from './compiled-once';

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

describe('a query compiled once per shape', () => {
  const byFilters = (db: Kysely<Tables>) =>
    compiledPerShape(
      () => db as Kysely<unknown>,
      (params: ShapeParams, order) => {
        let query = db.selectFrom('people').select(['name']);
        if (params.ids) query = query.where('id', 'in', params.ids as number[]);
        if (params.team) query = query.where('team', '=', params.team as string);
        if (params.after !== undefined) query = query.where('id', '>', params.after as number);
        return query.orderBy('id', order === 'desc' ? 'desc' : 'asc');
      },
    );

  it('answers each call with its own values, whichever filters, list lengths and order it has', async () => {
    kysely = open();
    const find = byFilters(kysely);
    const names = async (params: ShapeParams, order?: string) => (await find(params, order)).map((r) => r.name);
    expect(await names({ team: 'red' })).toEqual(['Ann', 'Cy']);
    expect(await names({ team: 'blue' })).toEqual(['Bo']);
    expect(await names({ ids: [1, 2] })).toEqual(['Ann', 'Bo']);
    expect(await names({ ids: [2, 3] })).toEqual(['Bo', 'Cy']);
    expect(await names({ ids: [3] })).toEqual(['Cy']);
    expect(await names({ ids: [1, 2, 3] }, 'desc')).toEqual(['Cy', 'Bo', 'Ann']);
    expect(await names({ ids: [1, 2, 3] })).toEqual(['Ann', 'Bo', 'Cy']);
    // A falsy value takes its own shape: a builder testing it chooses as it would for the value.
    expect(await names({ team: '' })).toEqual(['Ann', 'Bo', 'Cy']);
    expect(await names({ after: 0 })).toEqual(['Ann', 'Bo', 'Cy']);
    expect(await names({ after: 2 })).toEqual(['Cy']);
    expect(await names({ team: 'red', after: 1 })).toEqual(['Cy']);
    expect(await names({ team: "red' OR '1'='1" })).toEqual([]);
  });

  it('refuses a value the builder does not send as a bound parameter', async () => {
    kysely = open();
    const pattern = compiledPerShape(
      () => kysely as Kysely<unknown>,
      (params) =>
        kysely
          .selectFrom('people')
          .select(['name'])
          .where('name', 'like', `%${params.name as string}%`),
    );
    await expect(async () => pattern({ name: 'A' })).rejects.toThrow(/not bound in the query: name/);
    // Said not reusable, the call builds with its own values, as Kysely does.
    expect(await pattern({ name: 'n' }, '', { reusable: false })).toEqual([{ name: 'Ann' }]);
    expect(await pattern({ name: 'B' }, '', { reusable: false })).toEqual([{ name: 'Bo' }]);
  });

  it('makes each value of a literal parameter a shape of its own, given to the builder as itself', async () => {
    kysely = open();
    const seen: unknown[] = [];
    const firstOf = compiledPerShape(
      () => kysely as Kysely<unknown>,
      (params) => {
        seen.push(params.limit);
        return kysely
          .selectFrom('people')
          .select(['name'])
          .where('team', '=', params.team as string)
          .orderBy('id')
          .limit(params.limit as number);
      },
      { literal: ['limit'] },
    );
    expect(await firstOf({ team: 'red', limit: 1 })).toEqual([{ name: 'Ann' }]);
    expect(await firstOf({ team: 'red', limit: 2 })).toEqual([{ name: 'Ann' }, { name: 'Cy' }]);
    expect(await firstOf({ team: 'blue', limit: 1 })).toEqual([{ name: 'Bo' }]);
    expect(await firstOf({ team: 'red', limit: 1 })).toEqual([{ name: 'Ann' }]);
    // Built once per limit: the team stays a marker, the limit is the call's number.
    expect(seen).toEqual([1, 2]);
  });
});
