import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '../routing/home-path';
import {
  addTab,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  limitTabs,
  MAX_OPEN_TABS,
  removedKeys,
  retitleTab,
  type Tab,
} from './tab-model';

function tab(path: string, extra: Partial<Tab> = {}): Tab {
  return {
    key: path,
    fullPath: path,
    path,
    title: { text: { en: path, zh_CN: path } },
    closable: true,
    components: [path.slice(1)],
    meta: { keepAlive: false },
    ...extra,
  };
}

const home = tab(HOME_PATH, { closable: false, meta: { keepAlive: true } });
const a = tab('/a');
const b = tab('/b');
const c = tab('/c');
const keys = (tabs: Tab[]) => tabs.map((t) => t.key);

describe('addTab', () => {
  it('appends a new tab', () => {
    expect(keys(addTab([home], a))).toEqual([HOME_PATH, '/a']);
  });

  it('replaces a tab with the same key in place when the full path differs', () => {
    const next = addTab([home, a, b], { ...a, fullPath: '/a?page=2' });
    expect(keys(next)).toEqual([HOME_PATH, '/a', '/b']);
    expect(next[1]?.fullPath).toBe('/a?page=2');
  });

  it('keeps the title the page gave the tab when the same record gets another address', () => {
    const titled = { ...a, title: { key: 'productForm.titles.edit' as const, values: { sku: 'MUG-01' } } };
    const next = addTab([home, titled], { ...a, fullPath: '/a?tab=2' });
    expect(next[1]).toMatchObject({ fullPath: '/a?tab=2', title: titled.title });
  });

  it('keeps the list as it is when the same address is opened again', () => {
    const tabs = [home, a];
    expect(addTab(tabs, { ...a })).toBe(tabs);
  });
});

describe('limitTabs', () => {
  const pages = Array.from({ length: MAX_OPEN_TABS }, (_, i) => tab(`/page-${i + 1}`));

  it(`keeps up to ${MAX_OPEN_TABS} tabs as they are`, () => {
    const tabs = [home, ...pages.slice(1)];
    expect(limitTabs(tabs, [], () => false)).toBe(tabs);
  });

  it('past the limit closes the least recently used closable tab, never home', () => {
    const tabs = [home, ...pages];
    // page-1 was shown again lately: page-2 is now the least recently used.
    const used = [HOME_PATH, ...keys(pages.slice(1)), '/page-1'];
    const next = limitTabs(tabs, used, (key) => key === '/page-20');
    expect(next).toHaveLength(MAX_OPEN_TABS);
    expect(keys(next)).not.toContain('/page-2');
    expect(keys(next)).toContain('/page-1');
    expect(keys(next)[0]).toBe(HOME_PATH);
  });

  it('skips a tab that must stay (unsaved changes, the one opened), and counts tabs never shown as oldest', () => {
    const tabs = [home, ...pages];
    const used = keys(pages.slice(3)); // page-1..3 came back with a reload and were not shown since
    const next = limitTabs(tabs, used, (key) => key === '/page-1' || key === '/page-20');
    expect(keys(next)).toEqual(keys([home, pages[0] as Tab, ...pages.slice(2)]));
  });
});

describe('closeTab', () => {
  it('refuses a tab that is not closable', () => {
    expect(closeTab([home, a], HOME_PATH, '/a')).toEqual({ ok: false, refusal: 'notClosable' });
  });

  it('closes an inactive tab without navigating', () => {
    expect(closeTab([home, a, b], '/a', '/b')).toEqual({ ok: true, tabs: [home, b] });
  });

  it('closing the active tab goes to the tab before it', () => {
    expect(closeTab([home, a, b], '/b', '/b')).toEqual({ ok: true, tabs: [home, a], navigate: '/a' });
  });

  it('goes to the previous tab at its current address', () => {
    const paged = { ...a, fullPath: '/a?page=3' };
    expect(closeTab([home, paged, b], '/b', '/b')).toMatchObject({ navigate: '/a?page=3' });
  });

  it('goes home when no tab is before the active one', () => {
    expect(closeTab([a, home], '/a', '/a')).toEqual({ ok: true, tabs: [home], navigate: HOME_PATH });
  });

  it('ignores an unknown key', () => {
    const tabs = [home, a];
    expect(closeTab(tabs, '/x', '/a')).toEqual({ ok: true, tabs });
  });
});

describe('closeLeft', () => {
  it('closes the closable tabs to the left and keeps the home tab', () => {
    expect(closeLeft([home, a, b, c], '/c', '/c')).toEqual({ ok: true, tabs: [home, c] });
  });

  it('says there is none on the left when only non-closable tabs are there', () => {
    expect(closeLeft([home, a], '/a', '/a')).toEqual({ ok: false, refusal: 'noneLeft' });
    expect(closeLeft([home, a], HOME_PATH, '/a')).toEqual({ ok: false, refusal: 'noneLeft' });
  });

  it('shows the acted-on tab when the active tab was on the left', () => {
    expect(closeLeft([home, a, b, c], '/c', '/a')).toEqual({ ok: true, tabs: [home, c], navigate: '/c' });
  });
});

describe('closeRight', () => {
  it('closes the closable tabs to the right', () => {
    expect(closeRight([home, a, b, c], '/a', '/a')).toEqual({ ok: true, tabs: [home, a] });
  });

  it('says there is none on the right', () => {
    expect(closeRight([home, a], '/a', '/a')).toEqual({ ok: false, refusal: 'noneRight' });
  });

  it('never removes a non-closable tab on the right', () => {
    const pinned = tab('/pinned', { closable: false });
    expect(closeRight([home, a, pinned, b], HOME_PATH, HOME_PATH)).toEqual({
      ok: true,
      tabs: [home, pinned],
    });
  });

  it('shows the acted-on tab when the active tab was on the right', () => {
    expect(closeRight([home, a, b], HOME_PATH, '/b')).toEqual({ ok: true, tabs: [home], navigate: HOME_PATH });
  });

  it('says there is none on the right for an unknown key', () => {
    expect(closeRight([home, a], '/x', '/a')).toEqual({ ok: false, refusal: 'noneRight' });
  });
});

describe('closeOthers', () => {
  it('keeps the acted-on tab and the non-closable ones', () => {
    expect(closeOthers([home, a, b, c], '/b', '/b')).toEqual({ ok: true, tabs: [home, b] });
  });

  it('shows the acted-on tab when the active one was closed', () => {
    expect(closeOthers([home, a, b], '/a', '/b')).toEqual({ ok: true, tabs: [home, a], navigate: '/a' });
  });

  it('says there is none to close', () => {
    expect(closeOthers([home, a], '/a', '/a')).toEqual({ ok: false, refusal: 'noneToClose' });
  });
});

describe('closeAll', () => {
  it('keeps only the non-closable tabs and goes home from a closed tab', () => {
    const homePaged = { ...home, fullPath: `${HOME_PATH}?x=1` };
    expect(closeAll([homePaged, a, b], '/a')).toEqual({ ok: true, tabs: [homePaged], navigate: `${HOME_PATH}?x=1` });
  });

  it('does not navigate when home is active', () => {
    expect(closeAll([home, a], HOME_PATH)).toEqual({ ok: true, tabs: [home] });
  });

  it('goes home even when the home tab is not open', () => {
    expect(closeAll([a, b], '/b')).toEqual({ ok: true, tabs: [], navigate: HOME_PATH });
  });

  it('says there is none to close', () => {
    expect(closeAll([home], HOME_PATH)).toEqual({ ok: false, refusal: 'noneToClose' });
  });
});

describe('retitleTab and removedKeys', () => {
  it('changes one title and leaves the list alone when it is the same', () => {
    const title = { key: 'productForm.titles.view' as const, values: { sku: 'X' } };
    const next = retitleTab([home, a], '/a', title);
    expect(next[1]?.title).toEqual(title);
    expect(retitleTab(next, '/a', { key: 'productForm.titles.view', values: { sku: 'X' } })).toBe(next);
    expect(retitleTab(next, '/nope', title)).toBe(next);
  });

  it('names the tabs a change removed', () => {
    expect(removedKeys([home, a, b, c], [home, c])).toEqual(['/a', '/b']);
  });
});
