import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePlatform } from '../shared/platform';
import { SIDER_WIDTH } from '../shared/theme/theme-constants';
import { useTheme } from '../shared/theme/theme-store';

/** The platform variant's logo and name, linking home; the name is left out where space is short. */
export function BrandLink({ logo, collapsed }: { logo: ReactNode; collapsed: boolean }) {
  const { brand } = usePlatform();
  const { logoAutoSize, layoutStyle } = useTheme();
  return (
    <Link
      to="/"
      className="shell-brand"
      // The logo's alt is empty (the name is beside it): without the name, the link is named by the brand.
      aria-label={collapsed ? brand : undefined}
      // logoAutoSize: in the mix layout the logo area lines up with the side menu below it.
      style={logoAutoSize && layoutStyle === 'mix' ? { width: SIDER_WIDTH - 16 } : undefined}
    >
      {logo}
      {!collapsed && <h1>{brand}</h1>}
    </Link>
  );
}
