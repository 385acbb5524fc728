import { auth, setting } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';

/**
 * The demo merchant signed in on a server running in the same process, with the first-login guide
 * already read (it would cover the screens): for the scripts that open the portal in a browser
 * (the first-screen bench, the antd style capture).
 */
export async function demoMerchantSession(server: FastifyInstance): Promise<string> {
  const login = await server.inject({
    method: 'POST',
    url: auth.login.path,
    payload: { email: DEMO_LOGINS.main, password: DEMO_PASSWORD },
  });
  const token = (login.json() as { content: { token: string } }).content.token;
  await server.inject({
    method: 'POST',
    url: setting.updateOperationGuide.path,
    headers: { token },
    payload: { is_read: 1, guide_type: 3 },
  });
  return token;
}
