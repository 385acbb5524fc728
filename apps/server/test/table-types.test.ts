import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, TestApp } from './support/test-app';

const SRC = path.resolve(import.meta.dirname, '../src');

type Kind = 'number' | 'string';

interface DeclaredColumn {
  kind: Kind;
  nullable: boolean;
}

interface DeclaredTable {
  /** The `*-tables.ts` file that declares it, relative to src/. */
  file: string;
  columns: Map<string, DeclaredColumn>;
}

function tableFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tableFiles(full);
    return entry.name.endsWith('-tables.ts') ? [full] : [];
  });
}

/** What a column's TypeScript type says is selected: Kysely's `Generated`/`ColumnType` wrap it in `__select__`. */
function columnOf(checker: ts.TypeChecker, type: ts.Type, where: string): DeclaredColumn {
  const select = type.getProperty('__select__');
  const selected = select ? checker.getNonNullableType(checker.getTypeOfSymbol(select)) : type;
  const parts = selected.isUnion() ? selected.types : [selected];
  const nullable = parts.some((t) => t.flags & ts.TypeFlags.Null);
  const kinds = new Set(
    parts
      .filter((t) => !(t.flags & ts.TypeFlags.Null))
      .map((t) => {
        if (t.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike)) return 'number';
        if (t.flags & ts.TypeFlags.StringLike) return 'string';
        throw new Error(`${where}: ${checker.typeToString(t)} is neither a number nor a string`);
      }),
  );
  if (kinds.size !== 1) throw new Error(`${where}: mixes numbers and strings`);
  return { kind: [...kinds][0] as Kind, nullable };
}

/** Every table the modules and layers declare, read from their `*-tables.ts` by the TypeScript compiler. */
function declaredTables(): { tables: Map<string, DeclaredTable>; twice: string[] } {
  const files = tableFiles(SRC);
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const tables = new Map<string, DeclaredTable>();
  const twice: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`cannot read ${file}`);
    const relative = path.relative(SRC, file);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('Tables')) continue;
      for (const table of checker.getTypeAtLocation(statement).getProperties()) {
        const columns = new Map<string, DeclaredColumn>();
        for (const column of checker.getTypeOfSymbol(table).getProperties()) {
          const where = `${relative} ${table.name}.${column.name}`;
          columns.set(column.name, columnOf(checker, checker.getTypeOfSymbol(column), where));
        }
        if (tables.has(table.name)) twice.push(`${table.name}: ${tables.get(table.name)?.file} and ${relative}`);
        tables.set(table.name, { file: relative, columns });
      }
    }
  }
  return { tables, twice };
}

function kindOfDataType(dataType: string): Kind | 'unknown' {
  const type = dataType.toLowerCase();
  if (/int|real|double|float|numeric|decimal/.test(type)) return 'number';
  if (/text|char|uuid|json/.test(type)) return 'string';
  return 'unknown';
}

describe(`table types match the migrated ${ENGINE} database`, () => {
  let t: TestApp;
  const { tables: declared, twice } = declaredTables();

  beforeAll(async () => {
    t = await TestApp.start({ env: { DEMO_DATA: '0' } });
  });
  afterAll(() => t.close());

  it('declares each table in one module or layer only', () => {
    expect(twice).toEqual([]);
    expect(declared.size).toBeGreaterThan(20);
  });

  it('declares every migrated table, and no table the migrations do not make', async () => {
    const migrated = (await t.db.introspection.getTables()).map((table) => table.name).sort();
    expect([...declared.keys()].sort()).toEqual(migrated);
  });

  it('gives every column its name, kind (number or text) and nullability', async () => {
    const problems: string[] = [];
    for (const table of await t.db.introspection.getTables()) {
      const types = declared.get(table.name);
      if (!types) continue;
      // SQLite reports a primary key without NOT NULL as nullable, though it can never hold null.
      const primaryKey = new Set<string>();
      if (ENGINE === 'sqlite') {
        const info = await sql<{
          name: string;
          pk: number;
        }>`select name, pk from pragma_table_info(${table.name})`.execute(t.db);
        for (const row of info.rows) if (row.pk > 0) primaryKey.add(row.name);
      }
      const where = (column: string) => `${types.file}: ${table.name}.${column}`;
      for (const column of table.columns) {
        const type = types.columns.get(column.name);
        if (!type) {
          problems.push(`${where(column.name)} is in the database, not in the type`);
          continue;
        }
        const kind = kindOfDataType(column.dataType);
        if (kind !== type.kind) problems.push(`${where(column.name)} is ${column.dataType}, typed ${type.kind}`);
        const nullable = column.isNullable && !primaryKey.has(column.name);
        if (nullable !== type.nullable) {
          problems.push(`${where(column.name)} is ${nullable ? '' : 'not '}nullable, typed the other way`);
        }
      }
      for (const name of types.columns.keys()) {
        if (!table.columns.some((c) => c.name === name)) problems.push(`${where(name)} is typed, not in the database`);
      }
    }
    expect(problems).toEqual([]);
  });
});
