import type en from '../en/surveys';

export default {
  campaign: {
    open: '{{title}} · {{date}} 起开放',
    answered: '您已于 {{date}} 提交。问卷关闭前可随时修改答案。',
    closedAnswer: '您对 {{title}} 的答案，该问卷已于 {{date}} 关闭。',
    noneOpen: '当前没有开放的问卷。服务商征集意见时会开放问卷，届时将显示在这里。',
    send: '提交答案',
    update: '更新答案',
  },
  customs: {
    title: '海关调查问卷',
    intro: '请告诉我们您的跨境发货情况，以便在包裹到达前准备好报关、税号和危险品检查。',
    fields: {
      markets: '主要目的地',
      declared_value: '单个包裹常见申报价值',
      tax_numbers: '申报使用的税号',
      categories: '商品类别',
      feedback: '其他清关意见',
    },
    markets: {
      us: '美国',
      eu: '欧盟',
      uk: '英国',
      ca: '加拿大',
      au: '澳大利亚',
      jp: '日本',
      middle_east: '中东',
      latin_america: '拉丁美洲',
      other: '其他地区',
    },
    declared_value: {
      under_22: '低于 22 美元',
      '22_to_150': '22 至 150 美元',
      '150_to_800': '150 至 800 美元',
      over_800: '高于 800 美元',
    },
    tax_numbers: {
      ioss_and_vat: 'IOSS 和 VAT 税号',
      ioss_only: '仅 IOSS',
      vat_only: '仅 VAT',
      none: '不使用',
      planned: '暂无，计划注册',
    },
    categories: {
      apparel: '服装鞋履',
      electronics: '电子产品',
      home: '家居园艺',
      beauty: '美容健康',
      toys: '玩具游戏',
      sports: '运动户外',
      batteries: '带电池商品',
      food: '食品及保健品',
      other: '其他',
    },
  },
  tax: {
    title: '税务意见征集',
    intro: '企业所得税预缴问卷：请告诉我们贵公司如何预缴企业所得税，以及您对该安排的意见。',
    fields: {
      name: '姓名',
      customer_id: '客户编号',
      telephone: '电话',
      email: '邮箱',
      declaration_option: '申报方式',
      feedback: '意见反馈',
    },
    options: {
      option1: '方式 1：按当期实际利润预缴',
      option2: '方式 2：按上一纳税年度应纳税所得额的平均额预缴',
    },
  },
} satisfies typeof en;
