import { describe, expect, it } from 'vitest';
import { parsePlatformHosts, resolvePlatformType, toPlatformType } from './platform-type';

const HOSTS = parsePlatformHosts('portal-shop.example.com=3, portal-3pl.example.com=4,portal.example.com=1');

describe('platform codes', () => {
  it('accepts only 1, 3 and 4', () => {
    expect([1, '3', ' 4 ', 2, '0', '', 'x', null, undefined, '3.5', '31'].map(toPlatformType)).toEqual([
      1,
      3,
      4,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('host mapping', () => {
  it('parses host=type pairs and skips malformed ones', () => {
    expect([...parsePlatformHosts('a.example=3,broken,b.example=2,=4,C.Example:8443=4,')]).toEqual([
      ['a.example', 3],
      ['c.example', 4],
    ]);
    expect(parsePlatformHosts(undefined).size).toBe(0);
  });

  it('lets a configured host win over the stored variant', () => {
    expect(resolvePlatformType('portal-shop.example.com', HOSTS, '4')).toBe(3);
    expect(resolvePlatformType('PORTAL-3PL.example.com', HOSTS, '1')).toBe(4);
    expect(resolvePlatformType('portal.example.com', HOSTS, '3')).toBe(1);
  });

  it('uses the stored variant on other hosts, and 1 when none is valid', () => {
    expect(resolvePlatformType('localhost', HOSTS, '3')).toBe(3);
    expect(resolvePlatformType('localhost', HOSTS, '4')).toBe(4);
    expect(resolvePlatformType('localhost', HOSTS, '2')).toBe(1);
    expect(resolvePlatformType('localhost', HOSTS, null)).toBe(1);
    expect(resolvePlatformType('localhost', new Map(), 'junk')).toBe(1);
  });
});
