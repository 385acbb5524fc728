import base from './playwright.config';

const PORT = 8191;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = '/tmp/auth-e2e-data';
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
export default {
  ...base,
  outputDir: '/tmp/auth-e2e-results',
  use: { ...base.use, baseURL: BASE },
  webServer: {
    ...server,
    command: `rm -rf "${dataDir}" && npx tsx ../apps/server/src/main.ts`,
    url: `${BASE}/healthz`,
    env: { ...server?.env, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: BASE, WEB_DIST: '/tmp/auth-dist' },
  },
};
