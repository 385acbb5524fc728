import { SkinOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@portal/contract';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FirstLoginModals } from '../../features/guide';
import { NoticeBell } from '../../features/notice';
import { UserMenu } from '../../features/settings';
import { ThemeDrawer } from '../theme-drawer/theme-drawer';
import { FullscreenButton } from './fullscreen-button';
import { HelpButton } from './help-button';
import { LanguageSwitch } from './language-switch';

/**
 * The header's right side (spec section 2): help, fullscreen, language, theme, notices, user menu;
 * the first-login modals live here too, with their app-download button.
 */
export function HeaderActions({ user, onColour }: { user: CurrentUser; onColour: boolean }) {
  const { t } = useTranslation();
  const [themeOpen, setThemeOpen] = useState(false);
  return (
    <div className={onColour ? 'shell-header-actions shell-header-actions-on-colour' : 'shell-header-actions'}>
      <HelpButton />
      <FullscreenButton />
      <LanguageSwitch />
      <Tooltip title={t('shell.themeSettings')}>
        <Button
          type="text"
          icon={<SkinOutlined />}
          aria-label={t('shell.themeSettings')}
          onClick={() => setThemeOpen(true)}
        />
      </Tooltip>
      <FirstLoginModals user={user} />
      <NoticeBell />
      <UserMenu user={user} />
      <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />
    </div>
  );
}
