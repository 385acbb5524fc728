import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './auth-paths';

const ORIGIN = 'https://portal.example.com';
const HOME = '/dashboard/workplace';

describe('afterLoginPath', () => {
  it('follows a path of this site, with its query and hash', () => {
    expect(afterLoginPath('/order/order-list?status=2#top', ORIGIN)).toBe('/order/order-list?status=2#top');
  });

  it('goes home without from, or when from is an auth page or the root', () => {
    for (const from of [null, '', '/', '/login', '/login?from=%2Fx', '/register', '/forget', '/send-email']) {
      expect(afterLoginPath(from, ORIGIN)).toBe(HOME);
    }
  });

  it('never leaves the site', () => {
    for (const from of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'dashboard/workplace',
    ]) {
      expect(afterLoginPath(from, ORIGIN)).toBe(HOME);
    }
  });
});
