import { describe, expect, it } from 'vitest';
import { addressRefusal, urlRefusal } from './outbound-guard';

describe('the outbound guard of webhook deliveries', () => {
  it('takes https to a public host, by name or address', () => {
    expect(urlRefusal('https://hooks.shop.example/in', false)).toBeNull();
    expect(urlRefusal('https://93.184.216.34/in', false)).toBeNull();
    expect(urlRefusal('https://[2606:4700::1111]/in', false)).toBeNull();
    expect(addressRefusal('8.8.8.8', false)).toBeNull();
  });

  it('refuses plain http, other schemes and credentials in the URL', () => {
    expect(urlRefusal('http://hooks.shop.example/in', false)).toBe('not_https');
    expect(urlRefusal('http://hooks.shop.example/in', true)).toBe('not_https');
    expect(urlRefusal('ftp://hooks.shop.example/in', false)).toBe('not_https');
    expect(urlRefusal('https://user:pass@hooks.shop.example/in', false)).toBe('not_https');
    expect(urlRefusal('not a url', false)).toBe('not_https');
  });

  it('refuses private, loopback, link-local and other special addresses', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect([address, addressRefusal(address, false)]).toEqual([address, 'not_public']);
    }
    expect(urlRefusal('https://192.168.0.10/in', false)).toBe('not_public');
    expect(urlRefusal('https://[::1]/in', false)).toBe('not_public');
  });

  it('allows loopback, and plain http to 127.0.0.1 only, when configured', () => {
    expect(urlRefusal('http://127.0.0.1:4000/in', false)).toBe('not_https');
    expect(urlRefusal('http://127.0.0.1:4000/in', true)).toBeNull();
    expect(urlRefusal('http://localhost:4000/in', true)).toBe('not_https');
    expect(addressRefusal('127.0.0.1', true)).toBeNull();
    expect(addressRefusal('::1', true)).toBeNull();
    expect(addressRefusal('10.0.0.1', true)).toBe('not_public');
  });
});
