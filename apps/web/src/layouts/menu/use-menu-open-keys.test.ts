import type { MenuDataItem } from '@ant-design/pro-components';
import { describe, expect, it } from 'vitest';
import { accordion } from './use-menu-open-keys';

const items: MenuDataItem[] = [
  { key: '/a', path: '/a', children: [{ key: '/a/x', path: '/a/x', children: [{ key: '/a/x/1', path: '/a/x/1' }] }] },
  { key: '/b', path: '/b', children: [{ key: '/b/y', path: '/b/y' }] },
];

describe('accordion', () => {
  it('closes the other branches when a submenu opens', () => {
    expect(accordion(items, ['/a', '/a/x'], ['/a', '/a/x', '/b'])).toEqual(['/b']);
  });

  it('keeps the parents of a nested submenu that opens', () => {
    expect(accordion(items, ['/a'], ['/a', '/a/x'])).toEqual(['/a', '/a/x']);
  });

  it('takes a close as it is', () => {
    expect(accordion(items, ['/a', '/a/x'], ['/a'])).toEqual(['/a']);
  });
});
