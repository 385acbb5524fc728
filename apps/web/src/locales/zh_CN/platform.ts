import type en from '../en/platform';

export default {
  v1: {
    name: 'Portal 物流',
    title: 'ucenter',
    slogan: '为跨境商家提供仓储、履约与账单服务',
  },
  v3: {
    name: 'Portal 电商',
    title: 'Portal 电商 ucenter',
    slogan: '为网店提供从 SKU 到签收的一站式履约',
  },
  v4: {
    name: 'Portal 3PL',
    title: 'Portal 3PL ucenter',
    slogan: '入库、仓储与出库，一个第三方物流门户全搞定',
  },
  logoAlt: '{{brand}} 标志',
  privacyPolicy: '隐私政策',
} satisfies typeof en;
