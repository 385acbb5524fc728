import { Spin } from 'antd';
import { Activity, memo, Suspense, useMemo } from 'react';
import { type Location, Route, Routes } from 'react-router';
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
 * Keep-alive: kept-alive tabs stay mounted while hidden (React's Activity keeps their state and
 * pauses their effects); other tabs mount only while shown. Each page gets its tab's location, so a
 * hidden page keeps its own URL state. Closing a tab unmounts it and drops that state.
 */
export function TabPages({ tabs, active, routeOf, revisions, transitionName }: TabPagesProps) {
  const entries = useMemo(() => {
    const kept = tabs.filter((tab) => tab.key === active.key || tab.meta.keepAlive);
    const list: { key: string; tab?: Tab }[] = kept.map((tab) => ({ key: tab.key, tab }));
    return kept.some((tab) => tab.key === active.key) ? list : [...list, { key: active.key }];
  }, [tabs, active.key]);

  return entries.map(({ key, tab }) => {
    const shown = key === active.key;
    const view = shown ? active : tab && { route: routeOf(tab), location: tabLocation(tab) };
    if (!view) return null;
    return (
      <Activity key={`${key}#${revisions[key] ?? 0}`} mode={shown ? 'visible' : 'hidden'}>
        <TabPage route={view.route} location={view.location} transitionName={transitionName} />
      </Activity>
    );
  });
}

interface TabPageProps {
  route: ShellRoute;
  location: Location;
  transitionName: TransitionName;
}

/** Memoised on the address, so hidden pages do not re-render while the user works elsewhere. */
const TabPage = memo(
  function TabPage({ route, location, transitionName }: TabPageProps) {
    const { Page } = route;
    return (
      // The animation replays whenever the page is shown again, since hidden means display: none.
      <div className={`shell-page shell-transition-${transitionName}`}>
        <Suspense fallback={<Spin size="large" className="shell-page-loading" />}>
          <Routes location={location}>
            <Route path="*" element={<Page />} />
          </Routes>
        </Suspense>
      </div>
    );
  },
  (a, b) =>
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
