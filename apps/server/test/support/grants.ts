import type { PermissionArea } from '@portal/contract';
import { hashPassword } from '../../src/identity/password';
import { DEMO_PASSWORD, type TestApp } from './test-app';

/** A sub-account's stored rights: each named area at `manage` (or `level`), export allowed unless said. */
export function grantJson(areas: readonly string[], level: 'view' | 'manage' = 'manage', exportAllowed = true): string {
  return JSON.stringify({
    areas: Object.fromEntries(areas.map((area) => [area as PermissionArea, level])),
    export: exportAllowed,
  });
}

/**
 * Signs in a new active sub-account of the merchant holding exactly these areas (at `manage`, export
 * allowed), written straight to the table: for tests about what an area's right reaches, not about
 * creating sub-accounts (those go through `subAccount.create`).
 */
export async function signedInSubAccount(
  t: TestApp,
  customerId: number,
  email: string,
  areas: readonly string[],
): Promise<string> {
  const at = new Date().toISOString();
  await t.db
    .insertInto('accounts')
    .values({
      customer_id: customerId,
      is_main: 0,
      account_type: 'insider',
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: 'Area',
      last_name: 'Test',
      status: 'active',
      permissions: grantJson(areas),
      guide_type_3: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return t.login(email, DEMO_PASSWORD);
}
