import { auth, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, OPS_KEY, TestApp } from './support/test-app';

/** Everything the server logs at the most verbose level, as one text to search. */
const lines: string[] = [];
const logText = () => lines.join('');

describe('logs carry no secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('redacts passwords, session and reset tokens, staff and API keys from sign-in, reset and ?token= navigation', async () => {
    const secrets: string[] = [DEMO_PASSWORD, OPS_KEY];

    const token = await t.login(DEMO_LOGINS.main, DEMO_PASSWORD);
    secrets.push(token);
    const wrongPassword = 'Wrong#Secret-7731';
    secrets.push(wrongPassword);
    expect((await t.call(auth.login, { body: { email: DEMO_LOGINS.main, password: wrongPassword } })).error_code).toBe(
      1006,
    );
    // A body the JSON parser refuses: its error message would quote the password.
    const brokenPassword = 'Broken#Secret-5512';
    secrets.push(brokenPassword);
    const broken = await t.request({
      method: 'POST',
      url: auth.login.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${DEMO_LOGINS.main}","password":${brokenPassword}}`,
    });
    expect(broken.status).toBe(200);
    expect(broken.error_code).toBe(1002);

    // Headers that carry keys, on an ordinary request.
    const apiKey = 'ak_live_5d7f0c2a9e';
    secrets.push(apiKey);
    await t.call(user.getCurrentUser, { token, headers: { 'x-api-key': apiKey, 'ops-key': OPS_KEY } });
    // A session token in the query string of an API call and of a page.
    await t.request({ method: 'GET', url: `${user.getCurrentUser.path}?token=${token}` });
    await t.request({ method: 'GET', url: `/workplace?lang=en&token=${token}` });

    // The reset: the mail's link, the page it opens, and the new password.
    expect((await t.call(auth.sendResetEmail, { body: { email: DEMO_LOGINS.main } })).error_code).toBe(0);
    // The mailbox of demo mode is the outbox table (staff reading it through the API see the token masked).
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', DEMO_LOGINS.main)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = mail.text_body.match(/https?:\S+\/forget#token=[\w-]+/)?.[0] ?? '';
    const resetToken = new URL(link).hash.replace('#token=', '');
    expect(resetToken).not.toBe('');
    secrets.push(link, resetToken);
    // An old-style link with the token in the query still opens the page (which moves it to the fragment).
    await t.request({ method: 'GET', url: `/forget?token=${resetToken}` });
    const newPassword = 'Fresh#Secret-2026';
    secrets.push(newPassword);
    const reset = await t.call(auth.resetPassword, {
      body: { token: resetToken, new_pwd: newPassword, confirm_new_pwd: newPassword },
    });
    expect(reset.error_code).toBe(0);

    const log = logText();
    // The requests were logged, with their secrets replaced.
    expect(log).toContain('/forget?token=[redacted]');
    expect(log).toContain(`${user.getCurrentUser.path}?token=[redacted]`);
    expect(log).toContain('/workplace?lang=en&token=[redacted]');
    expect(log).toContain(auth.resetPassword.path);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('writes one line per request with its id, method, redacted address, client, status and time', async () => {
    const token = await t.login(DEMO_LOGINS.other, DEMO_PASSWORD);
    const from = lines.length;
    await t.request({ method: 'GET', url: `${user.getCurrentUser.path}?token=${token}`, headers: { token } });
    const requestLines = lines
      .slice(from)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        req: { method: 'GET', url: `${user.getCurrentUser.path}?token=[redacted]`, remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines.slice(from).join('')).not.toContain(token);
  });
});
