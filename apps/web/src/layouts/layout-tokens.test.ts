import { describe, expect, it } from 'vitest';
import { layoutToken } from './layout-tokens';

const primary = '#722ed1';
const light = { colorBgContainer: '#ffffff', colorBgLayout: '#f5f5f5' };
const dark = { colorBgContainer: '#141414', colorBgLayout: '#000000' };

describe('layoutToken', () => {
  it('leaves a light header alone and darkens the side by default', () => {
    const token = layoutToken({ headStyle: 'light', sideStyle: 'dark', darkMode: false }, primary, light);
    expect(token.header).toBeUndefined();
    expect(token.sider).toMatchObject({ colorMenuBackground: '#001529', colorBgMenuItemSelected: primary });
  });

  it('colours the header dark or with the primary colour', () => {
    expect(
      layoutToken({ headStyle: 'dark', sideStyle: 'light', darkMode: false }, primary, light).header,
    ).toMatchObject({
      colorBgHeader: '#001529',
      colorHeaderTitle: '#fff',
    });
    expect(
      layoutToken({ headStyle: 'primary', sideStyle: 'light', darkMode: false }, primary, light).header,
    ).toMatchObject({
      colorBgHeader: primary,
    });
  });

  it('lets the dark algorithm colour everything in dark mode but a primary header', () => {
    expect(layoutToken({ headStyle: 'dark', sideStyle: 'dark', darkMode: true }, primary, dark)).toEqual({
      bgLayout: 'linear-gradient(#141414, #000000 28%)',
    });
    expect(
      layoutToken({ headStyle: 'primary', sideStyle: 'dark', darkMode: true }, primary, dark).header?.colorBgHeader,
    ).toBe(primary);
  });

  it('paints the page behind the cards in the theme shown, dark in dark mode', () => {
    const settings = { headStyle: 'light', sideStyle: 'dark' } as const;
    expect(layoutToken({ ...settings, darkMode: true }, primary, dark).bgLayout).toBe(
      'linear-gradient(#141414, #000000 28%)',
    );
    expect(layoutToken({ ...settings, darkMode: false }, primary, light).bgLayout).toBe(
      'linear-gradient(#ffffff, #f5f5f5 28%)',
    );
  });
});
