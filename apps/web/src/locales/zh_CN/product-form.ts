import type en from '../en/product-form';

export default {
  titles: {
    editing: '编辑 SKU',
    edit: '编辑 SKU {{sku}}',
    viewing: 'SKU 详情',
    view: 'SKU 详情 {{sku}}',
  },
  sections: {
    identity: '标识与名称',
    description: '商品描述',
    customs: '报关价值',
    physical: '重量与尺寸',
    stockSettings: '库存设置',
    consumables: '耗材',
    stock: '各仓库存',
    record: '记录',
  },
  detail: {
    warehouse: '仓库',
    allWarehouses: '全部仓库',
    notFound: '无法加载该 SKU。',
  },
  hints: {
    skuLocked: 'SKU 编码创建后不能修改。',
    barcodeLong: '建议条码不超过 17 位：过长的条码在小标签上不易扫描。',
    volume: '长 × 宽 × 高，输入时自动计算。',
    customerService: '需由客服开通。',
    imageTypes: 'jpg、jpeg、png 或 gif，小于 5 MB',
    categoryMax: '最多 10 个分类',
    consumablesMax: '最多 10 种耗材',
  },
  image: {
    upload: '上传',
    tooLarge: '图片须小于 5 MB',
  },
  flag: {
    yes: '是',
    no: '否',
  },
  translate: {
    toChinese: '从英文翻译',
    toEnglish: '从中文翻译',
    sourceEmpty: '请先输入{{field}}',
  },
  actions: {
    save: '保存',
    saveAndAdd: '保存并继续新增',
    back: '返回列表',
    edit: '编辑',
    saved: 'SKU 已保存',
  },
} satisfies typeof en;
