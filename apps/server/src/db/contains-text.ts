import { type RawBuilder, sql } from 'kysely';

/**
 * `column` contains `text`, ignoring case, on both engines (SQLite's LIKE ignores ASCII case,
 * PostgreSQL's does not), with the user's `%`, `_` and `\` taken literally.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
