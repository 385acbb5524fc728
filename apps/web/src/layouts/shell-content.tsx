import { theme as antdTheme } from 'antd';
import { type CSSProperties, type ReactNode, useCallback, useRef } from 'react';
import type { Location } from 'react-router';
import { useTabs } from '../shared/tabs/tab-store';
import { isMobileWidth } from '../shared/theme/content-size';
import { FIXED_BODY_WIDTH, HEADER_HEIGHT } from '../shared/theme/theme-constants';
import { useTheme } from '../shared/theme/theme-store';
import type { ShellRoute } from './routing/route-table';
import { ShellFooter } from './shell-footer';
import { TabBar } from './tabs/tab-bar';
import { tabKeyOf } from './tabs/tab-for-route';
import { TabPages } from './tabs/tab-pages';
import { usePageFocus } from './tabs/use-page-focus';
import { usePageRevisions } from './tabs/use-page-revisions';
import { useTabCommands } from './tabs/use-tab-commands';

interface ShellContentProps {
  route: ShellRoute;
  /** The key of the tab shown. */
  activeKey: string;
  location: Location;
  routeOf(path: string): ShellRoute;
  /** The side layout's own header, drawn above the tabs. */
  header: ReactNode;
}

/** Below the header: the tab bar, the pages of the open tabs and the footer. */
export function ShellContent({ route, activeKey, location, routeOf, header }: ShellContentProps) {
  const theme = useTheme();
  const { token } = antdTheme.useToken();
  const tabs = useTabs();
  const { revisions, reload } = usePageRevisions();
  // The address is ahead of the render while a navigation renders (use-tab-commands.ts).
  const shownKey = useCallback(() => {
    const { pathname, search } = window.location;
    return tabKeyOf(routeOf(pathname), pathname, search);
  }, [routeOf]);
  const run = useTabCommands(shownKey, reload);
  const body = useRef<HTMLDivElement>(null);
  usePageFocus(activeKey, body);

  const headerOffset = theme.fixedHeader && !theme.bodyFullscreen ? HEADER_HEIGHT : 0;
  const sticky = theme.fixedHeader && !theme.fixedBody;
  const barStyle: CSSProperties & Record<`--${string}`, string> = {
    position: sticky ? 'sticky' : 'relative',
    top: sticky ? headerOffset : undefined,
    zIndex: 10,
    background: token.colorBgContainer,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    '--shell-primary': token.colorPrimary,
    '--shell-muted': token.colorTextQuaternary,
  };
  // A fixed body scrolls inside the room left below the header and tabs; otherwise the window scrolls.
  const bodyStyle: CSSProperties = theme.fixedBody ? { height: theme.contentHeight, overflow: 'auto' } : {};

  return (
    <>
      {header}
      {theme.showTabs && (
        <div style={barStyle} data-testid="tab-bar">
          <TabBar
            tabs={tabs}
            activeKey={activeKey}
            tabStyle={theme.tabStyle}
            bodyFullscreen={theme.bodyFullscreen}
            run={run}
          />
        </div>
      )}
      <div ref={body} style={bodyStyle} data-testid="shell-body">
        <div
          style={{
            // A phone keeps its width for the page.
            padding: isMobileWidth(theme, theme.screenWidth) ? 8 : 16,
            maxWidth: theme.bodyFull ? undefined : FIXED_BODY_WIDTH,
            margin: '0 auto',
            width: '100%',
          }}
        >
          <TabPages
            tabs={tabs}
            active={{ key: activeKey, route, location }}
            routeOf={(tab) => routeOf(tab.path)}
            revisions={revisions}
            transitionName={theme.transitionName}
          />
        </div>
        {theme.showFooter && <ShellFooter />}
      </div>
    </>
  );
}
