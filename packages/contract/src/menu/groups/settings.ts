import type { MenuNode } from '../menu-node';

/**
 * The merchant's accounts: each account's own profile and messages (notices and alerts), the
 * sub-accounts and warning e-mails (main account only) and the operation log of what they did. Not
 * "Settings": the user menu's settings drawer has that name.
 */
export const SETTINGS_MENU: MenuNode = {
  path: '/settings',
  title: { en: 'Account', zh_CN: '账号管理' },
  icon: 'SettingOutlined',
  permission: 'account',
  ready: true,
  children: [
    {
      // Every account's own (spec 2); also reached from the user menu and the settings drawer.
      path: '/user/profile',
      component: 'user/profile',
      title: { en: 'My Profile', zh_CN: '我的资料' },
      permission: 'account',
      ready: true,
    },
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
      // Issue 28: the merchant rates the service once a quarter.
      path: '/evaluation',
      component: 'evaluation',
      title: { en: 'Rate Our Service', zh_CN: '服务评价' },
      permission: 'account',
      onlyMain: true,
      ready: true,
    },
    {
      // Issue 28: the provider's campaigns ask the merchant's customs practice and, in its tax
      // opinions collection, the corporate-income-tax advance-payment questionnaire (spec 3).
      path: '/customs-survey',
      component: 'surveys/customs',
      title: { en: 'Customs Survey', zh_CN: '海关调查问卷' },
      permission: 'account',
      onlyMain: true,
      ready: true,
    },
    {
      path: '/tax-opinions',
      component: 'surveys/tax-opinions',
      title: { en: 'Tax Opinions Collection', zh_CN: '税务意见征集' },
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
