import { user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

describe('security headers behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { PUBLIC_URL: 'https://portal.example.test' } });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrades insecure requests when the public address is https', async () => {
    const reply = await t.call(user.getCurrentUser, { token: 'x' });
    expect(reply.raw.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(reply.raw.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(reply.raw.headers['cache-control']).toBe('no-store');
  });
});
