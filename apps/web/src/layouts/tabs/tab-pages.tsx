import { Spin } from 'antd';
import { Activity, memo, Suspense, useMemo, useRef } from 'react';
import { type Location, Route, Routes } from 'react-router';
import { CodeErrorBoundary } from '../../shared/lazy/code-error-boundary';
import { TabKeyContext } from '../../shared/tabs/tab-context';
import type { Tab } from '../../shared/tabs/tab-model';
import type { TransitionName } from '../../shared/theme/theme-settings';
import type { ShellRoute } from '../routing/route-table';

interface TabPagesProps {
  tabs: Tab[];
  /** The page shown now; it may not be in `tabs` yet on the first render at a new address. */
  active: { key: string; route: ShellRoute; location: Location };
  routeOf(tab: Tab): ShellRoute;
  revisions: Record<string, number>;
  transitionName: TransitionName;
}

/**
 * Keep-alive: a kept-alive tab's page mounts the first time it is shown and then stays mounted
 * while hidden (React's Activity keeps its state, such as a half-filled form, and pauses its
 * effects); other tabs mount only while shown. Tabs brought back by a reload therefore cost
 * nothing until opened. Each page gets its tab's location, so a hidden page keeps its own URL
 * state, and its tab's key, so it can title its tab and report unsaved changes. Closing a tab
 * unmounts it and drops that state.
 */
export function TabPages({ tabs, active, routeOf, revisions, transitionName }: TabPagesProps) {
  // The page a load opens appears at once: an entrance there is no change to follow, and it held the
  // first screen's largest paint back by the animation's 0.3 s. Pages shown after it, and it once
  // shown again, enter as the theme says.
  const firstKey = useRef<string | null>(active.key);
  if (active.key !== firstKey.current) firstKey.current = null;
  // Kept-alive tabs shown at least once in this page load; reset for a tab when it closes.
  const shownOnce = useRef(new Set<string>());
  shownOnce.current.add(active.key);
  const open = new Set(tabs.map((tab) => tab.key));
  for (const key of shownOnce.current) if (key !== active.key && !open.has(key)) shownOnce.current.delete(key);

  const entries = useMemo(() => {
    const kept = tabs.filter((tab) => tab.key === active.key || (tab.meta.keepAlive && shownOnce.current.has(tab.key)));
    const list: { key: string; tab?: Tab }[] = kept.map((tab) => ({ key: tab.key, tab }));
    return kept.some((tab) => tab.key === active.key) ? list : [...list, { key: active.key }];
  }, [tabs, active.key]);

  return entries.map(({ key, tab }) => {
    const shown = key === active.key;
    const view = shown ? active : tab && { route: routeOf(tab), location: tabLocation(tab) };
    if (!view) return null;
    return (
      <Activity key={`${key}#${revisions[key] ?? 0}`} mode={shown ? 'visible' : 'hidden'}>
        <TabKeyContext value={key}>
          <TabPage
            tabKey={key}
            route={view.route}
            location={view.location}
            transitionName={key === firstKey.current ? 'none' : transitionName}
          />
        </TabKeyContext>
      </Activity>
    );
  });
}

interface TabPageProps {
  tabKey: string;
  route: ShellRoute;
  location: Location;
  transitionName: TransitionName;
}

/** Memoised on the address, so hidden pages do not re-render while the user works elsewhere. */
const TabPage = memo(
  function TabPage({ tabKey, route, location, transitionName }: TabPageProps) {
    const { Page } = route;
    return (
      // The animation replays whenever the page is shown again, since hidden means display: none.
      // tabIndex -1: the skip link and a closed tab's focus land on the page (use-page-focus.ts).
      // data-page-path: where the page is now, which a tab's key may not say (/order/next in /order/create's tab).
      <div
        className={`shell-page shell-transition-${transitionName}`}
        data-tab-page={tabKey}
        data-page-path={location.pathname}
        tabIndex={-1}
      >
        <CodeErrorBoundary>
          <Suspense fallback={<Spin size="large" className="shell-page-loading" />}>
            <Routes location={location}>
              <Route path="*" element={<Page />} />
            </Routes>
          </Suspense>
        </CodeErrorBoundary>
      </div>
    );
  },
  (a, b) =>
    a.tabKey === b.tabKey &&
    a.route === b.route &&
    a.transitionName === b.transitionName &&
    a.location.pathname === b.location.pathname &&
    a.location.search === b.location.search &&
    a.location.state === b.location.state,
);

function tabLocation(tab: Tab): Location {
  const queryAt = tab.fullPath.indexOf('?');
  const search = queryAt >= 0 ? tab.fullPath.slice(queryAt) : '';
  return { pathname: tab.path, search, hash: '', state: null, key: tab.key };
}
