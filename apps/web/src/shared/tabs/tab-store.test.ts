import { describe, expect, it, vi } from 'vitest';
import { createThemeStore } from '../theme/theme-store';
import type { Tab } from './tab-model';
import { createTabStore } from './tab-store';

function tab(path: string, closable = true): Tab {
  const title = { en: path, zh_CN: path };
  return { key: path, fullPath: path, path, title, closable, components: [], meta: { keepAlive: false } };
}

function setup() {
  localStorage.clear();
  const theme = createThemeStore(localStorage, { width: 1280, height: 800 });
  return { theme, tabs: createTabStore(theme) };
}

describe('tab store', () => {
  it('keeps the open tabs in the theme state and tells subscribers', () => {
    const { theme, tabs } = setup();
    const listener = vi.fn();
    tabs.subscribe(listener);
    tabs.open(tab('/home', false));
    tabs.open(tab('/a'));
    expect(theme.getState().tabs.map((t) => t.key)).toEqual(['/home', '/a']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when a tab is opened again at the same address', () => {
    const { tabs } = setup();
    tabs.open(tab('/a'));
    const listener = vi.fn();
    tabs.subscribe(listener);
    tabs.open(tab('/a'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs each close command and leaves the list alone on a refusal', () => {
    const { tabs } = setup();
    for (const t of [tab('/home', false), tab('/a'), tab('/b'), tab('/c')]) tabs.open(t);
    expect(tabs.close('current', '/home', '/a')).toEqual({ ok: false, refusal: 'notClosable' });
    expect(tabs.close('left', '/b', '/b')).toMatchObject({ ok: true });
    expect(tabs.getTabs().map((t) => t.key)).toEqual(['/home', '/b', '/c']);
    expect(tabs.close('right', '/b', '/c')).toMatchObject({ ok: true, navigate: '/b' });
    expect(tabs.close('others', '/b', '/b')).toEqual({ ok: false, refusal: 'noneToClose' });
    expect(tabs.close('all', '/b', '/b')).toMatchObject({ ok: true, navigate: '/dashboard/workplace' });
    expect(tabs.getTabs().map((t) => t.key)).toEqual(['/home']);
  });

  it('does not save tabs with the theme', () => {
    const { tabs } = setup();
    tabs.open(tab('/a'));
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('clears the tabs for a new session', () => {
    const { tabs } = setup();
    tabs.open(tab('/a'));
    tabs.clear();
    expect(tabs.getTabs()).toEqual([]);
  });
});
