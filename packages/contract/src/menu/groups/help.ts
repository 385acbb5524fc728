import type { MenuNode } from '../menu-node';

/**
 * Help and the provider's rules (issue 28): the help center's articles, the warehouses' inbound
 * guidelines, the tariff and its tax thresholds from the live rate data, and the declared-price
 * manual. Everyone reads them: no right guards what the provider publishes to every merchant.
 */
export const HELP_MENU: MenuNode = {
  path: '/help',
  title: { en: 'Help & Guides', zh_CN: '帮助与指南' },
  icon: 'QuestionCircleOutlined',
  ready: true,
  children: [
    {
      path: '/help-center',
      component: 'help/center',
      title: { en: 'Help Center', zh_CN: '帮助中心' },
      ready: true,
    },
    {
      // One article of the help center; the header's help button opens the current screen's.
      path: '/help-center/article',
      component: 'help/article',
      title: { en: 'Help Article', zh_CN: '帮助文章' },
      hide: true,
      highlight: '/help-center',
      ready: true,
    },
    {
      path: '/inbound/guidelines',
      component: 'help/inbound-guidelines',
      title: { en: 'Inbound Guidelines', zh_CN: '入库指引' },
      ready: true,
    },
    {
      path: '/tariff',
      component: 'help/tariff',
      title: { en: 'Tariff', zh_CN: '资费说明' },
      ready: true,
    },
    {
      path: '/tariff/thresholds',
      component: 'help/tariff-thresholds',
      title: { en: 'Tax Thresholds', zh_CN: '资费门槛说明' },
      ready: true,
    },
    {
      path: '/declared-price-manual',
      component: 'help/declared-price-manual',
      title: { en: 'Declared Value Manual', zh_CN: '申报价格手册' },
      ready: true,
    },
  ],
};
