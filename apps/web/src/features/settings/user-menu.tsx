import { LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { auth, type CurrentUser } from '@portal/contract';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';
import { onSettingsDrawerRequest } from '../../shared/session/settings-request';
import { useConfirmDiscard } from '../../shared/tabs/use-confirm-discard';
import { PROFILE_PATH } from './profile-path';
import { useEndSession } from './use-end-session';

// Their forms load on first use: the header is on every page's first screen.
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

type Dialog = 'settings' | 'password' | null;

/** The header's avatar menu: the profile, settings, change password (main account only) and logout; `compact` (a phone) shows the avatar alone. */
export function UserMenu({ user, compact = false }: { user: CurrentUser; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const endSession = useEndSession();
  const confirmDiscard = useConfirmDiscard();
  // Signing out locally must not wait on, or fail with, the server: the token goes either way.
  const logout = useOperationMutation(auth.logout, { silent: true });
  const isMain = user.customer_sub_account_id === 0;
  // The profile page's "Settings" link opens the same drawer.
  useEffect(() => onSettingsDrawerRequest(() => setDialog('settings')), []);
  const settingsUsed = useOpenedOnce(dialog === 'settings');
  const passwordUsed = useOpenedOnce(dialog === 'password');

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('settings.menu.profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('settings.menu.settings') },
    ...(isMain ? [{ key: 'password', icon: <LockOutlined />, label: t('settings.menu.changePassword') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('settings.menu.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') {
      void navigate(PROFILE_PATH);
      return;
    }
    if (key !== 'logout') {
      setDialog(key === 'password' ? 'password' : 'settings');
      return;
    }
    // Signing out closes every tab: unsaved changes in any of them are asked about first.
    void confirmDiscard().then((discard) => {
      if (!discard) return;
      void logout
        .mutateAsync(undefined)
        .catch(() => undefined)
        .finally(endSession);
    });
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus placement="bottomRight">
        <Button
          type="text"
          // The name said must hold the name shown (WCAG 2.5.3): the user's name when it is shown.
          aria-label={compact ? t('settings.menu.label') : t('settings.menu.labelOf', { name: user.name })}
          data-testid="user-menu"
          style={{ height: 'auto' }}
        >
          <Avatar size="small" icon={<UserOutlined />} />
          {compact ? null : (
            // A CSS ellipsis: Typography's measures the text after every render, on every page.
            <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {user.name}
            </span>
          )}
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {settingsUsed ? (
          <SettingsDrawer open={dialog === 'settings'} onClose={() => setDialog(null)} isMain={isMain} />
        ) : null}
        {isMain && passwordUsed ? (
          <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
