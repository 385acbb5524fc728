import type { MenuNode } from '../menu-node';

/**
 * The dashboards: the workplace and the getting-started checklist for everyone, analysis and monitor
 * with the statistics right.
 */
export const DASHBOARD_MENU: MenuNode = {
  path: '/dashboard',
  title: { en: 'Dashboard', zh_CN: '仪表盘' },
  icon: 'DashboardOutlined',
  ready: true,
  children: [
    {
      path: '/dashboard/workplace',
      component: 'dashboard/workplace',
      title: { en: 'Workplace', zh_CN: '工作台' },
      icon: 'DesktopOutlined',
      ready: true,
    },
    {
      // Issue 28's onboarding guide: the first-login guide as a checklist of the account's real state.
      path: '/onboarding',
      component: 'dashboard/onboarding',
      title: { en: 'Getting Started', zh_CN: '新手入门' },
      icon: 'FileTextOutlined',
      ready: true,
    },
    {
      // The pages flows end on (a top-up submitted), with the next steps; no menu entry of their own.
      path: '/result/success',
      component: 'result/success',
      title: { en: 'Done', zh_CN: '操作成功' },
      hide: true,
      highlight: '/dashboard/workplace',
      ready: true,
    },
    {
      path: '/result/fail',
      component: 'result/fail',
      title: { en: 'Not Completed', zh_CN: '操作未完成' },
      hide: true,
      highlight: '/dashboard/workplace',
      ready: true,
    },
    {
      path: '/dashboard/analysis',
      component: 'dashboard/analysis',
      title: { en: 'Analysis', zh_CN: '分析页' },
      icon: 'BarChartOutlined',
      permission: 'statistics',
      ready: true,
    },
    {
      path: '/dashboard/monitor',
      component: 'dashboard/monitor',
      title: { en: 'Monitor', zh_CN: '监控页' },
      icon: 'DashboardOutlined',
      permission: 'statistics',
      ready: true,
    },
  ],
};
