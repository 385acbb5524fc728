import type en from '../en/product-list';

export default {
  namePlaceholder: '中文名、英文名或别名',
  anyCategory: '全部分类',
  anyProperty: '全部属性',
  volume: '{{volume}} cm³',
  stock: {
    byWarehouse: '各仓库库存',
    warehouse: '仓库',
  },
  actions: {
    add: '新增 SKU',
    import: '导入',
    exportSelected: '导出所选',
    printLabels: '打印标签',
    deleteSelected: '批量删除',
    view: '查看',
    edit: '编辑',
    delete: '删除',
  },
  deleteTitle: '删除 SKU',
  // Chinese has one plural form (_other); _one is kept so that both languages have the same keys.
  deleted_one: '已删除 {{count}} 个 SKU',
  deleted_other: '已删除 {{count}} 个 SKU',
  changeImage: '点击更换图片',
  changeImageOf: '更换 {{sku}} 的图片',
  imageChanged: '图片已更新',
  import: {
    title: '导入 SKU',
    product: '新增 SKU',
    productHint: '模板中的每一行新建一个 SKU；有错误的行不会保存，并列出原因。',
    taxInfo: '更新税务信息',
    taxInfoHint: '更新已有 SKU 的海关编码、申报价值、名称、材质和用途。',
  },
  labels: {
    title_one: '打印 {{count}} 个 SKU 的标签',
    title_other: '打印 {{count}} 个 SKU 的标签',
    size: '标签尺寸',
    copies: '每个份数',
    roll: '{{width}} × {{height}} mm',
    sheet: 'A4 纸，{{columns}} × {{rows}} 个标签',
    tooMany: '每次最多打印 {{max}} 个标签',
    print: '打印',
  },
} satisfies typeof en;
