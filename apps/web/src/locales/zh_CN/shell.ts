import type en from '../en/shell';

export default {
  help: '帮助',
  helpTitle: '帮助指南',
  helpIntro: '指南提供中文和英文版本。未涵盖的问题请咨询客服。',
  guides: {
    account: '登录与账号',
    accountText:
      '使用邮箱登录；主账号可在“账号管理 › 子账号”中邀请同事和供应商，在“账号管理 › 预警邮箱”中设置接收预警邮件的邮箱。',
    recharge: '充值与费用',
    rechargeText: '充值到账需要 3-5 个工作日；仓储 30 天内免费，之后按天计费。',
    api: 'API 对接',
    apiText: '在设置抽屉中生成 API 密钥，并用它连接您的店铺平台。',
    sku: 'SKU 维护',
    skuText: '添加产品的 SKU、名称、申报价值、海关编码、重量和尺寸。',
    inbound: '入库预约',
    inboundText: '预约发货到仓库：选择 SKU、填写装箱单、添加物流信息。',
    order: '创建订单',
    orderText: '可手动创建、批量导入或通过 API 同步订单；只有审核中的订单可以编辑。',
  },
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  fullscreenUnsupported: '您的浏览器不支持全屏',
  language: '语言',
  languages: { en: 'English', zh_CN: '简体中文' },
  languageNotSaved: '已切换语言，但未能保存到个人资料，请稍后再试',
  themeSettings: '主题设置',
  copyright: '© {{year}} {{brand}}',
  more: '更多',
  skipToContent: '跳到页面内容',
  collapseMenu: '收起菜单',
  expandMenu: '展开菜单',
} satisfies typeof en;
