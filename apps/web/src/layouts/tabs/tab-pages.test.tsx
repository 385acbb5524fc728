import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, useEffect, useState } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTabKey } from '../../shared/tabs/tab-context';
import type { Tab } from '../../shared/tabs/tab-model';
import type { TransitionName } from '../../shared/theme/theme-settings';
import type { ShellRoute } from '../routing/route-table';
import { tabForRoute } from './tab-for-route';
import { TabPages } from './tab-pages';

/** A page with state of its own, showing the address it was given. */
function Counter() {
  const [count, setCount] = useState(0);
  const { pathname, search } = useLocation();
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${pathname}${search}:${count}`}
    </button>
  );
}

const Page = lazy(async () => ({ default: Counter }));
const route = (path: string, keepAlive: boolean): ShellRoute => ({
  path,
  component: path.slice(1),
  title: { text: { en: path, zh_CN: path } },
  Page,
  keepAlive,
  closable: true,
  tab: {},
  menuPath: path,
});
const kept = route('/kept', true);
const plain = route('/plain', false);
const routes = new Map([
  ['/kept', kept],
  ['/plain', plain],
]);

function location(pathname: string, search = ''): Location {
  return { pathname, search, hash: '', state: null, key: pathname };
}

function view(tabs: Tab[], active: ShellRoute, search = '', transitionName: TransitionName = 'none') {
  return (
    <MemoryRouter>
      <TabPages
        tabs={tabs}
        active={{ key: active.path, route: active, location: location(active.path, search) }}
        routeOf={(tab) => routes.get(tab.path) ?? plain}
        revisions={{}}
        transitionName={transitionName}
      />
    </MemoryRouter>
  );
}

const keptTab = (search = '') => tabForRoute(kept, '/kept', search);
const plainTab = tabForRoute(plain, '/plain', '');

afterEach(cleanup);

describe('TabPages (keep-alive)', () => {
  it('keeps a kept-alive page and its own address while another tab is shown', async () => {
    const { rerender } = render(view([keptTab('?page=2'), plainTab], kept, '?page=2'));
    fireEvent.click(await screen.findByText('/kept?page=2:0'));
    expect(screen.getByText('/kept?page=2:1')).toBeTruthy();

    rerender(view([keptTab('?page=2'), plainTab], plain));
    expect(await screen.findByText('/plain:0')).toBeTruthy();
    // Hidden, still mounted, still at its own address.
    const hidden = screen.getByText('/kept?page=2:1');
    expect(hidden.closest('.shell-page')?.getAttribute('style') ?? '').toContain('display: none');

    rerender(view([keptTab('?page=2'), plainTab], kept, '?page=2'));
    expect(screen.getByText('/kept?page=2:1')).toBeTruthy();
  });

  it('shows the page a load opens at once, and lets the pages shown after it enter as the theme says', async () => {
    const pageOf = (text: string) => screen.getByText(text).closest('.shell-page')?.className;
    const { rerender } = render(view([keptTab(), plainTab], kept, '', 'fade'));
    await screen.findByText('/kept:0');
    expect(pageOf('/kept:0')).toContain('shell-transition-none');
    rerender(view([keptTab(), plainTab], plain, '', 'fade'));
    expect(await screen.findByText('/plain:0')).toBeTruthy();
    expect(pageOf('/plain:0')).toContain('shell-transition-fade');
    rerender(view([keptTab(), plainTab], kept, '', 'fade'));
    expect(pageOf('/kept:0')).toContain('shell-transition-fade');
  });

  it('mounts other pages only while they are shown', async () => {
    const { rerender } = render(view([keptTab(), plainTab], plain));
    fireEvent.click(await screen.findByText('/plain:0'));
    rerender(view([keptTab(), plainTab], kept));
    await screen.findByText('/kept:0');
    expect(screen.queryByText(/^\/plain:/)).toBeNull();
    rerender(view([keptTab(), plainTab], plain));
    expect(await screen.findByText('/plain:0')).toBeTruthy();
  });

  it('drops the state of a closed tab', async () => {
    const { rerender } = render(view([keptTab(), plainTab], kept));
    fireEvent.click(await screen.findByText('/kept:0'));
    rerender(view([plainTab], plain));
    await screen.findByText('/plain:0');
    expect(screen.queryByText(/^\/kept:/)).toBeNull();
    await act(async () => {
      rerender(view([keptTab(), plainTab], kept));
    });
    expect(await screen.findByText('/kept:0')).toBeTruthy();
  });

  it('mounts a kept-alive tab brought back by a reload only once it is shown', async () => {
    const mounted = vi.fn();
    const Probe = () => {
      const key = useTabKey();
      useEffect(() => {
        mounted(key);
      }, [key]);
      return <span>probe</span>;
    };
    const probeRoute = { ...route('/probe', true), Page: lazy(async () => ({ default: Probe })) };
    const probeTab = tabForRoute(probeRoute, '/probe', '');
    const withProbe = (active: ShellRoute) => (
      <MemoryRouter>
        <TabPages
          tabs={[keptTab(), probeTab]}
          active={{ key: active.path, route: active, location: location(active.path) }}
          routeOf={(t) => (t.path === '/probe' ? probeRoute : kept)}
          revisions={{}}
          transitionName="none"
        />
      </MemoryRouter>
    );
    const { rerender } = render(withProbe(kept));
    await screen.findByText('/kept:0');
    // Hidden pages would render at low priority: give React the time, then look for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('probe')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
    rerender(withProbe(probeRoute));
    await screen.findByText('probe');
    rerender(withProbe(kept));
    await screen.findByText('/kept:0');
    // Shown once, then kept: mounted a single time, and told which tab it is in.
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(mounted).toHaveBeenCalledWith('/probe');
    expect(screen.getByText('probe')).toBeTruthy();
  });

  it('tells each page the key of its tab', async () => {
    const Keyed = () => <output>{`key:${useTabKey()}`}</output>;
    const keyedRoute = { ...route('/keyed', false), Page: lazy(async () => ({ default: Keyed })) };
    render(
      <MemoryRouter>
        <TabPages
          tabs={[]}
          active={{ key: '/keyed?id=5', route: keyedRoute, location: location('/keyed', '?id=5') }}
          routeOf={() => keyedRoute}
          revisions={{}}
          transitionName="none"
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('key:/keyed?id=5')).toBeTruthy();
  });

  it('shows the page at a new address before its tab is opened', async () => {
    render(view([keptTab()], plain));
    expect(await screen.findByText('/plain:0')).toBeTruthy();
  });
});
