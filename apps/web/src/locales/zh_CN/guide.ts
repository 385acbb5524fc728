import type en from '../en/guide';

export default {
  title: '操作指引',
  intro: '欢迎！完成以下四步，即可从我们的仓库发出第一批订单：',
  steps: {
    sku: {
      title: '维护 SKU',
      description: '在 产品管理 › SKU 列表 中逐个或批量导入添加商品，填写名称、申报价值、重量和尺寸。',
    },
    inbound: {
      title: '预约入库',
      description: '创建入库预约：选择仓库和 SKU，填写装箱单，打印箱唛后发货到仓库。',
    },
    order: {
      title: '创建订单',
      description: '库存上架后，可手动创建、批量导入或通过 API 从店铺平台同步出库订单。',
    },
    topUp: {
      title: '账户充值',
      description: '履约费和运费从账户余额中扣除：在 账单管理 › 充值 中充值并上传付款凭证。',
    },
  },
  confirm: '已阅读并了解',
  countdown: '已阅读并了解（{{seconds}} 秒）',
  app: {
    button: '下载客户端',
    title: '客户端',
    scan: '使用手机扫描二维码下载客户端。',
    version: '版本 {{version}}',
    link: '下载链接',
  },
} satisfies typeof en;
