import path from 'node:path';
import type { BrowserContextOptions } from '@playwright/test';

/** The demo accounts the sign-in setup project signs in once for the whole run. */
export const DEMO_ACCOUNTS = ['main', 'sub', 'other'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

const AUTH_DIR = path.join(import.meta.dirname, '../.auth');

/** Where the signed-in storage state of a demo account is kept during a run. */
export function demoStatePath(account: DemoAccount): string {
  return path.join(AUTH_DIR, `${account}.json`);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A browser's storage holding a session token for the portal at `origin` (what signing in leaves). */
export function signedInState(origin: string, token: string): StorageState {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: 'token', value: token }] }] };
}
