import type { MenuNode } from '../menu-node';

/**
 * The merchant's accounts: its sub-accounts and warning e-mails (main account only), each account's
 * messages (notices and alerts) and the operation log of what they did. Not "Settings": the user menu's settings drawer has that name.
 */
export const SETTINGS_MENU: MenuNode = {
  path: '/settings',
  title: { en: 'Account', zh_CN: '账号管理' },
  icon: 'SettingOutlined',
  permission: 'account',
  ready: true,
  children: [
    {
      path: '/settings/sub-account',
      component: 'settings/sub-account',
      title: { en: 'Sub-accounts', zh_CN: '子账号' },
      permission: 'account',
      onlyMain: true,
      ready: true,
    },
    {
      path: '/warning-email',
      component: 'warning-email',
      title: { en: 'Warning Emails', zh_CN: '预警邮箱' },
      permission: 'account',
      onlyMain: true,
      ready: true,
    },
    {
      path: '/user/message',
      component: 'user-messages',
      title: { en: 'Messages', zh_CN: '消息中心' },
      permission: 'account',
      ready: true,
    },
    {
      path: '/operation-log',
      component: 'operation-log',
      title: { en: 'Operation Log', zh_CN: '操作日志' },
      permission: 'operation_log',
      ready: true,
    },
  ],
};
