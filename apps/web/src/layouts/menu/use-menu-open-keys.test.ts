import type { MenuDataItem } from '@ant-design/pro-components';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accordion, useMenuOpenKeys } from './use-menu-open-keys';

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

describe('useMenuOpenKeys', () => {
  it("opens the page's groups without rendering the layout a second time for the same keys", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useMenuOpenKeys(items, '/a/x/1', true);
    });
    expect(result.current.openKeys).toEqual(['/a', '/a/x']);
    expect(renders).toBe(1);
  });
});
