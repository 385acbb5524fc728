import type { MenuNode } from '../menu-node';

/** Integrations: the plugins page (issue 26), where a merchant connects shops and tools through the Open API. */
export const INTEGRATIONS_MENU: MenuNode = {
  path: '/integrations',
  title: { en: 'Integrations', zh_CN: '集成' },
  icon: 'ApiOutlined',
  permission: 'integration',
  ready: true,
  children: [
    {
      path: '/plugins',
      component: 'plugins',
      title: { en: 'Plugins', zh_CN: '插件' },
      permission: 'integration',
      ready: true,
    },
  ],
};
