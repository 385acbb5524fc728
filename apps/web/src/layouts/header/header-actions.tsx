import { SkinOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@portal/contract';
import { Button, Tooltip } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FirstLoginModals } from '../../features/guide';
import { helpPathFor } from '../../features/help';
import { NoticeBell } from '../../features/notice';
import { UserMenu } from '../../features/settings';
import { FullscreenButton } from './fullscreen-button';
import { HelpButton } from './help-button';
import { LanguageSwitch } from './language-switch';
import { MoreActions } from './more-actions';

interface HeaderActionsProps {
  user: CurrentUser;
  /** Light text for a dark or primary-coloured header. */
  onColour: boolean;
  /** A phone's header: the secondary actions fold into one menu, the account shows its avatar only. */
  compact: boolean;
  /** The theme drawer lives in the shell: switching the layout moves these actions and remounts them. */
  onOpenTheme(): void;
  /**
   * Where the theme drawer gives the focus back: switching the layout in it remounts this button,
   * so the button that opened the drawer is gone by the time it closes.
   */
  themeButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The header's right side (spec section 2): help (the screen's article), fullscreen, language, theme, notices, user menu;
 * the first-login modals live here too, with their app-download button.
 */
export function HeaderActions({ user, onColour, compact, onOpenTheme, themeButton }: HeaderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The help of the screen in view: its article's section, else the help center.
  const openHelp = () => void navigate(helpPathFor(pathname));
  return (
    <div className={onColour ? 'shell-header-actions shell-header-actions-on-colour' : 'shell-header-actions'}>
      {compact ? (
        <MoreActions onHelp={openHelp} onTheme={onOpenTheme} />
      ) : (
        <>
          <HelpButton onClick={openHelp} />
          <FullscreenButton />
          <LanguageSwitch />
          <Tooltip title={t('shell.themeSettings')}>
            <Button
              ref={themeButton}
              type="text"
              icon={<SkinOutlined />}
              aria-label={t('shell.themeSettings')}
              onClick={onOpenTheme}
            />
          </Tooltip>
        </>
      )}
      <FirstLoginModals user={user} />
      <NoticeBell />
      <UserMenu user={user} compact={compact} />
    </div>
  );
}
