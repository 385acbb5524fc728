import type en from '../en/declared-price-manual';

export default {
  title: '申报价格手册',
  intro:
    '海关按您申报的价值对包裹征税。请按买家为每件商品实际支付的价格申报：低报会导致包裹延误、罚款，并可能影响您在承运商处的账号。',
  rulesTitle: '系统校验的规则',
  rules: {
    value: '申报价值：须大于 0，最多 {{decimals}} 位小数。',
    hsCode: '海关编码（HS 编码）：{{min}} 至 {{max}} 位数字，只能是数字（不含点或空格）。',
    currency: '金额以美元（USD）计，即系统的结算币种。',
  },
  destinationsTitle: '按目的地',
  destination: '目的地',
  howToDeclare: '如何申报',
  destinations: {
    eu: {
      name: '欧盟',
      rule: '自 {{euVatFrom}} 起，所有进口商品从 0 欧元起征收增值税，原 22 欧元免税额已取消。请按买家实际支付的单价申报。',
    },
    ioss: {
      name: '欧盟（IOSS）',
      rule: '每位收件人每天价值不超过 {{euIossMaxEur}} 欧元的包裹以 DDP 方式、使用您的 IOSS 税号发运：增值税已在销售时收取，收件人签收时无需再付。',
    },
    uk: {
      name: '英国',
      rule: '价值不超过 {{ukLowValueMaxGbp}} 英镑的货物由卖家在销售时收取英国增值税；超过时在进口环节缴纳增值税和关税。',
    },
    us: {
      name: '美国',
      rule: '自 {{usDeMinimisEnded}} 起，{{usDeMinimisUsd}} 美元的免税额不再适用于商业包裹：每个包裹都须按真实成交价申报。',
    },
    au: {
      name: '澳大利亚',
      rule: '价值不超过 {{auLowValueMaxAud}} 澳元的货物由已注册的卖家在销售时收取消费税（GST）；超过时在进口环节缴纳消费税和关税。',
    },
    other: {
      name: '其他国家',
      rule: '请按成交价申报；各目的地的起征额可咨询客服。',
    },
  },
  examplesTitle: '申报示例',
  examples: {
    tshirt: {
      title: '两件 T 恤寄往柏林',
      text: '每件售价 19.90 美元：按每件 19.90 申报（包裹共 39.80），海关编码 61091000。包裹低于 {{euIossMaxEur}} 欧元，使用您的 IOSS 税号可按 DDP 发运。',
    },
    decimals: {
      title: '售价 7.5 美元的手机壳',
      text: '填写 7.50 或 7.5。7.499 会被拒绝（超过 {{decimals}} 位小数），0 也会被拒绝：赠品同样须申报价值。',
    },
    hsCode: {
      title: '供应商发票上的海关编码',
      text: '发票上写的是 8517.62：请填写 851762（{{min}} 位即可，最多 {{max}} 位）。85176 太短会被拒绝，带点的 8517.62 也会被拒绝。',
    },
  },
  disclaimer: '起征额会调整，以目的地海关的规定为准。',
} satisfies typeof en;
