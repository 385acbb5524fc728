import type { CurrentUser } from '@portal/contract';
import { theme as antdTheme } from 'antd';
import type { RefObject } from 'react';
import { HEADER_HEIGHT } from '../../shared/theme/theme-constants';
import { useTheme } from '../../shared/theme/theme-store';
import { layoutToken } from '../layout-tokens';
import { CollapseToggle } from './collapse-toggle';
import { HeaderActions } from './header-actions';

/**
 * ProLayout draws no header in its side layout; the spec's shell has one in every layout, so the
 * side layout gets this bar above the tabs, coloured by the header style.
 */
export function SideHeader({
  user,
  onOpenTheme,
  themeButton,
}: {
  user: CurrentUser;
  onOpenTheme(): void;
  themeButton: RefObject<HTMLButtonElement | null>;
}) {
  const theme = useTheme();
  const { token } = antdTheme.useToken();
  const colours = layoutToken(theme, token.colorPrimary).header;
  const onColour = Boolean(colours);
  return (
    <header
      data-testid="side-header"
      className={onColour ? 'shell-on-colour' : undefined}
      style={{
        position: theme.fixedHeader ? 'sticky' : 'relative',
        top: 0,
        zIndex: 11,
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 12px',
        background: colours?.colorBgHeader ?? token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div className={onColour ? 'shell-header-actions-on-colour' : undefined}>
        <CollapseToggle />
      </div>
      <HeaderActions
        user={user}
        onColour={onColour}
        compact={false}
        onOpenTheme={onOpenTheme}
        themeButton={themeButton}
      />
    </header>
  );
}
