import type { MenuNode } from '../menu-node';

/** Serial numbers: the list. */
export const SERIAL_NUMBERS_MENU: MenuNode = {
  path: '/serial-number',
  title: { en: 'Serial Numbers', zh_CN: '序列号管理' },
  icon: 'TagsOutlined',
  permission: 'serial_number',
  ready: true,
  children: [
    {
      path: '/serial-number/list',
      component: 'serial-numbers/list',
      title: { en: 'SN List', zh_CN: '客户序列号' },
      permission: 'serial_number',
      ready: true,
    },
  ],
};
