import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_SETTINGS, SETTING_KEYS } from './theme-settings';
import { createThemeStore, loadSettings } from './theme-store';

const screen = { width: 1280, height: 800 };
const tab = {
  key: '/a',
  fullPath: '/a?page=2',
  path: '/a',
  title: { text: { en: 'A', zh_CN: '甲' } },
  closable: true,
  components: ['a'],
  meta: { keepAlive: false },
};

describe('theme store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts from the spec defaults', () => {
    const state = createThemeStore(localStorage, screen).getState();
    expect(state).toMatchObject({
      headStyle: 'light',
      sideStyle: 'dark',
      layoutStyle: 'side',
      showTabs: true,
      showFooter: true,
      darkMode: false,
      transitionName: 'slide-right',
      color: null,
      tabs: [],
      bodyFullscreen: false,
      screenWidth: 1280,
      screenHeight: 800,
    });
  });

  it('has every theme field of the spec', () => {
    const state = createThemeStore(localStorage, screen).getState();
    const fields = [
      'tabs',
      'tabsOwner',
      'collapse',
      'sideNavCollapse',
      'bodyFullscreen',
      'showTabs',
      'showFooter',
      'headStyle',
      'sideStyle',
      'layoutStyle',
      'sideMenuStyle',
      'tabStyle',
      'transitionName',
      'fixedHeader',
      'fixedSidebar',
      'fixedBody',
      'bodyFull',
      'logoAutoSize',
      'colorfulIcon',
      'sideUniqueOpen',
      'weakMode',
      'darkMode',
      'color',
      'styleResponsive',
      'screenWidth',
      'screenHeight',
      'contentWidth',
      'contentHeight',
      // The portal's own: columns picked per list.
      'listColumns',
    ];
    expect(Object.keys(state).sort()).toEqual(fields.sort());
  });

  it('saves every settings change at once under `theme`', () => {
    const store = createThemeStore(localStorage, screen);
    store.update({ darkMode: true });
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toMatchObject({ darkMode: true, layoutStyle: 'side' });
    store.update({ color: '#722ed1', layoutStyle: 'mix' });
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toMatchObject({ color: '#722ed1', layoutStyle: 'mix' });
  });

  it('saves only settings and tabs, not the page-load state', () => {
    const store = createThemeStore(localStorage, screen);
    store.update({ weakMode: true });
    expect(Object.keys(JSON.parse(localStorage.getItem('theme') ?? '{}')).sort()).toEqual(
      [...SETTING_KEYS, 'tabs', 'tabsOwner'].sort(),
    );
    store.setRuntime({ bodyFullscreen: true });
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).not.toHaveProperty('bodyFullscreen');
  });

  it('saves the open tabs with their owner, and reads them back after a reload', () => {
    const store = createThemeStore(localStorage, screen);
    store.setTabs({ tabs: [tab], tabsOwner: '10001:0' });
    // The look was never changed: only the tabs are saved, so later defaults still apply.
    expect(Object.keys(JSON.parse(localStorage.getItem('theme') ?? '{}')).sort()).toEqual(['tabs', 'tabsOwner']);
    expect(createThemeStore(localStorage, screen).getState()).toMatchObject({ tabs: [tab], tabsOwner: '10001:0' });
  });

  it('keeps the look the same object while only the tabs change, so the layout does not re-render', () => {
    const store = createThemeStore(localStorage, screen);
    const look = store.getLook();
    store.setTabs({ tabs: [tab], tabsOwner: '10001:0' });
    expect(store.getLook()).toBe(look);
    expect(store.getLook()).not.toHaveProperty('tabs');
    store.update({ darkMode: true });
    expect(store.getLook()).not.toBe(look);
    expect(store.getLook().darkMode).toBe(true);
  });

  it('drops saved tabs that cannot be read, and tabs without an owner', () => {
    const broken = { ...tab, fullPath: 'javascript:alert(1)' };
    const badTitle = { ...tab, key: '/b', title: { key: 7 } };
    localStorage.setItem('theme', JSON.stringify({ tabs: [tab, broken, badTitle, 'x'], tabsOwner: '10001:0' }));
    expect(createThemeStore(localStorage, screen).getState().tabs).toEqual([tab]);
    localStorage.setItem('theme', JSON.stringify({ tabs: [tab] }));
    expect(createThemeStore(localStorage, screen).getState().tabs).toEqual([]);
  });

  it('does not write or notify when nothing changes', () => {
    const store = createThemeStore(localStorage, screen);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ layoutStyle: 'side' });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('reads the saved theme back', () => {
    createThemeStore(localStorage, screen).update({ darkMode: true, color: '#13c2c2' });
    expect(createThemeStore(localStorage, screen).getState()).toMatchObject({ darkMode: true, color: '#13c2c2' });
  });

  it('reset restores the defaults and removes the saved theme', () => {
    const store = createThemeStore(localStorage, screen);
    store.update({ darkMode: true, layoutStyle: 'top', showTabs: false });
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(store.getState()).toMatchObject(DEFAULT_THEME_SETTINGS);
    expect(listener).toHaveBeenCalled();
  });

  it('reset keeps the open tabs, saved', () => {
    const store = createThemeStore(localStorage, screen);
    store.update({ darkMode: true });
    store.setTabs({ tabs: [tab], tabsOwner: '10001:0' });
    store.reset();
    expect(store.getState().tabs).toEqual([tab]);
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toEqual({ tabs: [tab], tabsOwner: '10001:0' });
  });

  it('saves the columns picked per list beside the look and tabs, and reads them back after a reload', () => {
    const store = createThemeStore(localStorage, screen);
    const look = store.getLook();
    store.setListColumns('products', ['sku', 'barcode']);
    store.setListColumns('orders', ['order_no']);
    expect(store.getLook()).toBe(look);
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toMatchObject({
      listColumns: { products: ['sku', 'barcode'], orders: ['order_no'] },
    });
    store.reset();
    const reloaded = createThemeStore(localStorage, screen);
    expect(reloaded.getState().listColumns).toEqual({ products: ['sku', 'barcode'], orders: ['order_no'] });
    reloaded.setListColumns('products', null);
    reloaded.setListColumns('orders', null);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('drops saved column choices that cannot be read', () => {
    localStorage.setItem('theme', JSON.stringify({ listColumns: { a: ['x', 3], b: 'x', c: ['y'] } }));
    expect(createThemeStore(localStorage, screen).getState().listColumns).toEqual({ c: ['y'] });
  });

  it('logs a theme that cannot be read and uses the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('theme', '{not json');
    expect(loadSettings(localStorage)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(error).toHaveBeenCalledOnce();
  });

  it('replaces each unreadable field by its default and keeps the others', () => {
    localStorage.setItem('theme', JSON.stringify({ layoutStyle: 'diagonal', color: 'red', darkMode: true }));
    expect(loadSettings(localStorage)).toEqual({ ...DEFAULT_THEME_SETTINGS, darkMode: true });
    localStorage.setItem('theme', '42');
    expect(loadSettings(localStorage)).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('recomputes the content size when the screen or the layout changes', () => {
    const store = createThemeStore(localStorage, screen);
    expect(store.getState()).toMatchObject({ contentWidth: 1280 - 240, contentHeight: 800 - 56 - 40 });
    store.update({ collapse: true });
    expect(store.getState().contentWidth).toBe(1280 - 64);
    store.update({ layoutStyle: 'top', showTabs: false });
    expect(store.getState()).toMatchObject({ contentWidth: 1280, contentHeight: 800 - 56 });
    store.setScreen({ width: 1600, height: 900 });
    expect(store.getState()).toMatchObject({ screenWidth: 1600, contentWidth: 1600, contentHeight: 900 - 56 });
  });
});
