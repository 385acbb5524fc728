/** The demo sign-ins: the merchant's main account, its sub-account and another merchant, all with one password. */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_LOGINS = {
  main: 'demo@portal.test',
  sub: 'sub@portal.test',
  other: 'other@portal.test',
} as const;
