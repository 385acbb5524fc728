import { ProLayout } from '@ant-design/pro-components';
import type { CurrentUser } from '@portal/contract';
import { App as AntdApp, theme as antdTheme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useOpenedOnce } from '../shared/hooks/use-opened-once';
import { CodeErrorBoundary } from '../shared/lazy/code-error-boundary';
import { usePlatform } from '../shared/platform';
import { isMobileWidth } from '../shared/theme/content-size';
import { SIDER_WIDTH } from '../shared/theme/theme-constants';
import { themeStore, useTheme } from '../shared/theme/theme-store';
import { watchScreenSize } from '../shared/theme/watch-screen-size';
import { BrandLink } from './brand-link';
import { CollapseToggle } from './header/collapse-toggle';
import { HeaderActions } from './header/header-actions';
import { SideHeader } from './header/side-header';
import { layoutToken } from './layout-tokens';
import { buildMenuData } from './menu/menu-data';
import { MenuItemLink } from './menu/menu-item-link';
import { useMenuOpenKeys } from './menu/use-menu-open-keys';
import { type ShellPages, useShellRouting } from './routing/use-shell-routing';
import { ShellContent } from './shell-content';
import { SkipLink } from './skip-link';
import { ShellHead } from './tabs/shell-head';
import { tabKeyOf } from './tabs/tab-for-route';
import { useOpenTabs } from './tabs/use-open-tabs';
import { useTransitionSuppress } from './use-transition-suppress';
import './shell.css';

// Its settings' controls load when it is first opened: the shell is on every first screen.
const ThemeDrawer = lazy(() => import('./theme-drawer/theme-drawer').then((m) => ({ default: m.ThemeDrawer })));

/** The frame of every guarded page (spec section 2, "Shell"): ProLayout driven by the theme store. */
export default function Shell({ user, pages }: { user: CurrentUser; pages: ShellPages }) {
  const theme = useTheme();
  const { token } = antdTheme.useToken();
  const { i18n } = useTranslation();
  const platform = usePlatform();
  const location = useLocation();
  const { table, resolve, pageAt } = useShellRouting(user, pages);
  const resolution = resolve(location.pathname, location.search);
  const route = resolution.kind === 'page' ? resolution.route : undefined;
  const activeKey = route ? tabKeyOf(route, location.pathname, location.search) : location.pathname;
  // A phone's menu is a drawer over the page, open at the address it was opened at: choosing a page closes it.
  const [mobileMenuAt, setMobileMenuAt] = useState<string | null>(null);
  const mobileMenuOpen = mobileMenuAt === location.key;
  const [themeOpen, setThemeOpen] = useState(false);
  const themeUsed = useOpenedOnce(themeOpen);
  const openTheme = () => setThemeOpen(true);
  const themeButton = useRef<HTMLButtonElement>(null);
  const mobile = isMobileWidth(theme, theme.screenWidth);

  const menuData = useMemo(
    () => buildMenuData(user.menu_list, i18n.language, theme.colorfulIcon),
    [user.menu_list, i18n.language, theme.colorfulIcon],
  );
  // A hidden page (an SKU's form) opens and highlights the entry it belongs to.
  const menuPath = route?.menuPath ?? location.pathname;
  const { openKeys, onOpenChange } = useMenuOpenKeys(menuData, menuPath, theme.sideUniqueOpen);

  useEffect(() => watchScreenSize(themeStore), []);
  useOpenTabs(user, table, pageAt, route, location.pathname, location.search, location.key);
  useTransitionSuppress(`${theme.layoutStyle} ${theme.collapse} ${theme.sideMenuStyle} ${theme.bodyFullscreen}`);

  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (!route) return null;

  const onColourHeader = theme.headStyle === 'primary' || (theme.headStyle === 'dark' && !theme.darkMode);
  // ProLayout has no header in the side layout: the shell draws its own there (SideHeader).
  const sideHeader = theme.layoutStyle === 'side' && !mobile;
  return (
    // antd's App hooks (modal, message, notification) serve only the signed-in pages; the base text
    // style it would add comes from the app (AppTextStyle), hence no element of its own.
    <AntdApp component={false}>
      <ShellHead activeKey={activeKey} route={route} />
      <SkipLink />
      <ProLayout
        className={[
          `shell-layout-${theme.layoutStyle}`,
          onColourHeader ? 'shell-head-on-colour' : '',
          theme.sideStyle === 'dark' && !theme.darkMode ? 'shell-side-on-colour' : '',
        ].join(' ')}
        layout={theme.layoutStyle}
        // The mix layout lists the first menu level in the header and the rest at the side.
        splitMenus={theme.layoutStyle === 'mix'}
        navTheme={theme.darkMode ? 'realDark' : 'light'}
        token={{
          ...layoutToken(theme, token.colorPrimary),
          pageContainer: { paddingBlockPageContainerContent: 0, paddingInlinePageContainerContent: 0 },
        }}
        // The brand is drawn by the render functions: a `title` prop would also be written into the
        // document title by ProLayout, over the page title the shell sets.
        title={false}
        logo={<img src={platform.logo} alt="" />}
        // The brand heads the side menu; in the mix layout it heads the header instead (left to
        // headerTitleRender). A phone's header calls this without props: the logo alone fits there.
        menuHeaderRender={
          theme.layoutStyle === 'mix' && !mobile
            ? undefined
            : (logo, _title, props) => <BrandLink logo={logo} collapsed={props ? Boolean(props.collapsed) : true} />
        }
        headerTitleRender={(logo) => (
          <span className="shell-header-title">
            {theme.layoutStyle === 'mix' ? <CollapseToggle /> : null}
            <BrandLink logo={logo} collapsed={false} />
          </span>
        )}
        pageTitleRender={false}
        breadcrumbRender={false}
        // Each tab's page has its own boundary (tabs/tab-pages.tsx); this one catches the rest of the
        // content, with the same translated message instead of ProLayout's raw error text.
        ErrorBoundary={CodeErrorBoundary}
        fixedHeader={theme.fixedHeader}
        fixSiderbar={theme.fixedSidebar}
        siderWidth={SIDER_WIDTH}
        breakpoint={false}
        disableMobile={!theme.styleResponsive}
        contentWidth={theme.bodyFull ? 'Fluid' : 'Fixed'}
        collapsed={mobile ? !mobileMenuOpen : theme.collapse}
        onCollapse={(collapsed) =>
          mobile ? setMobileMenuAt(collapsed ? null : location.key) : themeStore.update({ collapse: collapsed })
        }
        siderMenuType={theme.sideMenuStyle === 'group' ? 'group' : 'sub'}
        // The menu comes with the user, never from ProLayout's own request: without `loading: false`
        // ProLayout shows a skeleton in its place for a moment on every start, then renders it again.
        menu={{ locale: false, hideMenuWhenCollapsed: theme.sideNavCollapse, loading: false }}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
        route={{ path: '/', children: menuData }}
        location={{ pathname: menuPath }}
        menuItemRender={(item, dom) => <MenuItemLink item={item}>{dom}</MenuItemLink>}
        actionsRender={
          sideHeader
            ? false
            : () => [
                <HeaderActions
                  key="actions"
                  user={user}
                  onColour={onColourHeader}
                  compact={mobile}
                  onOpenTheme={openTheme}
                  themeButton={themeButton}
                />,
              ]
        }
        // The side and mix layouts fold the menu from the header (CollapseToggle).
        collapsedButtonRender={false}
        footerRender={false}
        pure={theme.bodyFullscreen}
        contentStyle={{ padding: 0 }}
      >
        <ShellContent
          route={route}
          activeKey={activeKey}
          location={location}
          routeOf={pageAt}
          header={
            sideHeader && !theme.bodyFullscreen ? (
              <SideHeader user={user} onOpenTheme={openTheme} themeButton={themeButton} />
            ) : null
          }
        />
      </ProLayout>
      {themeUsed ? (
        <Suspense fallback={null}>
          <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} returnFocusTo={themeButton} />
        </Suspense>
      ) : null}
    </AntdApp>
  );
}
