import { LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { auth, type CurrentUser } from '@portal/contract';
import { Avatar, Button, Dropdown, type MenuProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { ChangePasswordModal } from './change-password-modal';
import { SettingsDrawer } from './settings-drawer';
import { useEndSession } from './use-end-session';

type Dialog = 'settings' | 'password' | null;

/** The header's avatar menu: settings, change password (main account only) and logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const endSession = useEndSession();
  // Signing out locally must not wait on, or fail with, the server: the token goes either way.
  const logout = useOperationMutation(auth.logout, { silent: true });
  const isMain = user.customer_sub_account_id === 0;

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: t('settings.menu.settings') },
    ...(isMain ? [{ key: 'password', icon: <LockOutlined />, label: t('settings.menu.changePassword') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('settings.menu.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout')
      void logout
        .mutateAsync(undefined)
        .catch(() => undefined)
        .finally(endSession);
    else setDialog(key === 'password' ? 'password' : 'settings');
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label={t('settings.menu.label')} data-testid="user-menu" style={{ height: 'auto' }}>
          <Avatar size="small" icon={<UserOutlined />} />
          <Typography.Text ellipsis style={{ maxWidth: 160 }}>
            {user.name}
          </Typography.Text>
        </Button>
      </Dropdown>
      <SettingsDrawer open={dialog === 'settings'} onClose={() => setDialog(null)} isMain={isMain} />
      {isMain ? <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
