import { describe, expect, it } from 'vitest';
import { layoutToken } from './layout-tokens';

const primary = '#722ed1';

describe('layoutToken', () => {
  it('leaves a light header alone and darkens the side by default', () => {
    const token = layoutToken({ headStyle: 'light', sideStyle: 'dark', darkMode: false }, primary);
    expect(token.header).toBeUndefined();
    expect(token.sider).toMatchObject({ colorMenuBackground: '#001529', colorBgMenuItemSelected: primary });
  });

  it('colours the header dark or with the primary colour', () => {
    expect(layoutToken({ headStyle: 'dark', sideStyle: 'light', darkMode: false }, primary).header).toMatchObject({
      colorBgHeader: '#001529',
      colorHeaderTitle: '#fff',
    });
    expect(layoutToken({ headStyle: 'primary', sideStyle: 'light', darkMode: false }, primary).header).toMatchObject({
      colorBgHeader: primary,
    });
  });

  it('lets the dark algorithm colour everything in dark mode but a primary header', () => {
    expect(layoutToken({ headStyle: 'dark', sideStyle: 'dark', darkMode: true }, primary)).toEqual({});
    expect(
      layoutToken({ headStyle: 'primary', sideStyle: 'dark', darkMode: true }, primary).header?.colorBgHeader,
    ).toBe(primary);
  });
});
