import { type Grant, PERMISSION_AREAS } from '@portal/contract';
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Sub-account rights gain levels (issue 25): `accounts.permissions` held a JSON array of area names,
 * each a full right; it now holds a Grant (`{ areas: { product: 'manage' }, export: true }`). An area
 * a sub-account held becomes `manage`, and export stays allowed, so no one loses what they could do.
 */
export const accountGrants: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ id: number; permissions: string }>`
      select id, permissions from accounts where is_main = 0`.execute(db);
    for (const row of rows.rows) {
      await sql`update accounts set permissions = ${JSON.stringify(grantFromAreaList(row.permissions))}
        where id = ${row.id}`.execute(db);
    }
  },
};

/** The old array of area names as a grant; names that are not areas are dropped. */
export function grantFromAreaList(stored: string): Grant {
  let names: unknown;
  try {
    names = JSON.parse(stored);
  } catch {
    names = [];
  }
  const held = Array.isArray(names) ? PERMISSION_AREAS.filter((area) => names.includes(area)) : [];
  return { areas: Object.fromEntries(held.map((area) => [area, 'manage'])), export: true };
}
