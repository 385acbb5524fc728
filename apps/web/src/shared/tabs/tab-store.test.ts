import { describe, expect, it, vi } from 'vitest';
import { createThemeStore } from '../theme/theme-store';
import { MAX_OPEN_TABS, type Tab } from './tab-model';
import { createTabStore } from './tab-store';
import { createUnsavedChanges } from './unsaved-changes';

function tab(path: string, closable = true): Tab {
  const title = { text: { en: path, zh_CN: path } };
  return { key: path, fullPath: path, path, title, closable, components: [], meta: { keepAlive: false } };
}

function setup() {
  localStorage.clear();
  const theme = createThemeStore(localStorage, { width: 1280, height: 800 });
  const unsaved = createUnsavedChanges();
  return { theme, unsaved, tabs: createTabStore(theme, unsaved) };
}

const keys = (tabs: Tab[]) => tabs.map((t) => t.key);

describe('tab store', () => {
  it('keeps the open tabs in the theme state and tells subscribers', () => {
    const { theme, tabs } = setup();
    const listener = vi.fn();
    tabs.subscribe(listener);
    tabs.open(tab('/home', false));
    tabs.open(tab('/a'));
    expect(keys(theme.getState().tabs)).toEqual(['/home', '/a']);
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

  it('plans a close without doing it, then applies it', () => {
    const { tabs } = setup();
    for (const t of [tab('/home', false), tab('/a'), tab('/b'), tab('/c')]) tabs.open(t);
    expect(tabs.plan('current', '/home', '/a')).toEqual({ ok: false, refusal: 'notClosable' });
    const left = tabs.plan('left', '/b', '/b');
    expect(keys(tabs.getTabs())).toEqual(['/home', '/a', '/b', '/c']);
    tabs.apply(left);
    expect(keys(tabs.getTabs())).toEqual(['/home', '/b', '/c']);
    const right = tabs.plan('right', '/b', '/c');
    expect(right).toMatchObject({ ok: true, navigate: '/b' });
    tabs.apply(right);
    expect(tabs.plan('others', '/b', '/b')).toEqual({ ok: false, refusal: 'noneToClose' });
    tabs.apply(tabs.plan('all', '/b', '/b'));
    expect(keys(tabs.getTabs())).toEqual(['/home']);
  });

  it('drops the unsaved changes of the tabs it closes, and only theirs', () => {
    const { tabs, unsaved } = setup();
    for (const t of [tab('/home', false), tab('/a'), tab('/b')]) tabs.open(t);
    unsaved.set('/a', true);
    unsaved.set('/b', true);
    tabs.remove('/a');
    expect(unsaved.dirtyKeys()).toEqual(['/b']);
    tabs.apply(tabs.plan('others', '/home', '/home'));
    expect(unsaved.dirtyKeys()).toEqual([]);
  });

  it('titles a tab once the page names what it shows', () => {
    const { tabs, theme } = setup();
    tabs.open(tab('/a'));
    const listener = vi.fn();
    tabs.subscribe(listener);
    tabs.setTitle('/a', { key: 'productForm.titles.edit', values: { sku: 'MUG-01' } });
    tabs.setTitle('/a', { key: 'productForm.titles.edit', values: { sku: 'MUG-01' } });
    expect(theme.getState().tabs[0]?.title).toEqual({ key: 'productForm.titles.edit', values: { sku: 'MUG-01' } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a title given before its tab opens, for when it opens', () => {
    const { tabs } = setup();
    const title = { key: 'productForm.titles.view' as const, values: { sku: 'MUG-01' } };
    tabs.setTitle('/a', title);
    expect(tabs.getTabs()).toEqual([]);
    tabs.open(tab('/a'));
    expect(tabs.getTabs()[0]?.title).toEqual(title);
  });

  it("brings an account's tabs back after a reload, rebuilt, and no one else's", () => {
    const { tabs } = setup();
    tabs.begin('10001:0', (saved) => saved);
    for (const t of [tab('/home', false), tab('/a'), tab('/gone')]) tabs.open(t);

    const reloaded = createTabStore(
      createThemeStore(localStorage, { width: 1280, height: 800 }),
      createUnsavedChanges(),
    );
    expect(keys(reloaded.getTabs())).toEqual(['/home', '/a', '/gone']);
    reloaded.begin('10001:0', (saved) => (saved.path === '/gone' ? null : saved));
    expect(keys(reloaded.getTabs())).toEqual(['/home', '/a']);

    const another = createTabStore(
      createThemeStore(localStorage, { width: 1280, height: 800 }),
      createUnsavedChanges(),
    );
    another.begin('10002:0', (saved) => saved);
    expect(another.getTabs()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toMatchObject({ tabs: [], tabsOwner: '10002:0' });
  });

  it('forgets the tabs when the account signs out', () => {
    const { tabs, unsaved } = setup();
    tabs.begin('10001:0', (saved) => saved);
    tabs.open(tab('/a'));
    unsaved.set('/a', true);
    tabs.end();
    expect(tabs.getTabs()).toEqual([]);
    expect(unsaved.dirtyKeys()).toEqual([]);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it(`opening tab ${MAX_OPEN_TABS + 1} closes the least recently shown one, but not one with unsaved changes`, () => {
    const { tabs, unsaved } = setup();
    tabs.open(tab('/home', false));
    for (let i = 1; i < MAX_OPEN_TABS; i += 1) tabs.open(tab(`/p${i}`));
    expect(tabs.getTabs()).toHaveLength(MAX_OPEN_TABS);
    tabs.open(tab('/p1')); // shown again: now the most recent
    unsaved.set('/p2', true);
    tabs.open(tab('/new'));
    expect(tabs.getTabs()).toHaveLength(MAX_OPEN_TABS);
    expect(keys(tabs.getTabs())).toEqual(['/home', '/p1', '/p2', ...keys(tabs.getTabs()).slice(3)]);
    expect(keys(tabs.getTabs())).not.toContain('/p3');
    expect(keys(tabs.getTabs()).at(-1)).toBe('/new');
  });
});
