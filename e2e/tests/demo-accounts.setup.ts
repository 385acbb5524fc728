import fs from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO } from '../support/api';
import { DEMO_ACCOUNTS, demoStatePath, signedInState } from '../support/auth-state';
import { demoSession } from '../support/merchants';

/**
 * One session per demo account for the whole run, signed in through the API with the first-login
 * guide read; browser tests start from its storage state instead of signing in each time. Tests
 * that end a session (sign-out, password change) make a session of their own.
 */
for (const account of DEMO_ACCOUNTS) {
  setup(`sign in the demo ${account} account`, async ({ request, baseURL }) => {
    const token = await demoSession(request, DEMO[account]);
    const file = demoStatePath(account);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(signedInState(baseURL ?? '', token)));
  });
}
