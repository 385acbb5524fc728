import { SkinOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@portal/contract';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { FirstLoginModals } from '../../features/guide';
import { NoticeBell } from '../../features/notice';
import { UserMenu } from '../../features/settings';
import { FullscreenButton } from './fullscreen-button';
import { HelpButton } from './help-button';
import { LanguageSwitch } from './language-switch';

interface HeaderActionsProps {
  user: CurrentUser;
  /** Light text for a dark or primary-coloured header. */
  onColour: boolean;
  /** The theme drawer lives in the shell: switching the layout moves these actions and remounts them. */
  onOpenTheme(): void;
}

/**
 * The header's right side (spec section 2): help, fullscreen, language, theme, notices, user menu;
 * the first-login modals live here too, with their app-download button.
 */
export function HeaderActions({ user, onColour, onOpenTheme }: HeaderActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={onColour ? 'shell-header-actions shell-header-actions-on-colour' : 'shell-header-actions'}>
      <HelpButton />
      <FullscreenButton />
      <LanguageSwitch />
      <Tooltip title={t('shell.themeSettings')}>
        <Button type="text" icon={<SkinOutlined />} aria-label={t('shell.themeSettings')} onClick={onOpenTheme} />
      </Tooltip>
      <FirstLoginModals user={user} />
      <NoticeBell />
      <UserMenu user={user} />
    </div>
  );
}
