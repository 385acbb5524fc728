import type en from '../en/onboarding';

export default {
  title: '新手入门',
  intro: '新账号的第一步，完成后自动打勾。',
  progress: '已完成 {{done}} / {{total}}',
  allDone: '全部完成：您的账号已设置好。',
  done: '已完成',
  notDone: '待完成',
  steps: {
    sku: {
      title: '创建第一个 SKU',
      description: '添加要存放的商品：手动添加或使用 Excel 模板导入。',
    },
    inbound: {
      title: '预约第一批入库',
      description: '告诉仓库将要到货的商品和箱子，并打印箱唛。',
    },
    top_up: {
      title: '为余额充值',
      description: '向收款账户付款并上传凭证，财务确认后计入余额。',
    },
    integration: {
      title: '连接店铺或创建 API 密钥',
      description: '从 Shopify、WooCommerce 或 ShipStation 导入订单，或从您自己的系统对接。',
    },
    order: {
      title: '发出第一笔订单',
      description: '手动创建、导入或从店铺同步订单；仓库发货后打勾。',
    },
  },
} satisfies typeof en;
