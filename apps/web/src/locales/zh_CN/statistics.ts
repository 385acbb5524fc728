import type en from '../en/statistics';

export default {
  empty: '该时间范围内没有数据',
  filters: {
    range: '日期范围',
    from: '开始日期',
    to: '结束日期',
    warehouse: '仓库',
    anyWarehouse: '全部仓库',
  },
  columns: {
    country: '国家',
    orders: '订单数',
    spend: '费用（美元）',
    month: '月份',
    billType: '账单类型',
    transactions: '交易笔数',
    expense: '支出（美元）',
    shippingMethod: '物流方式',
    parcels: '包裹数',
    warehouse: '仓库',
    units: '件数',
    volume: '月末体积（m³）',
    volumeDays: '存储量（m³·天）',
    storageFee: '仓储费（美元）',
    sku: 'SKU',
    quantity: '数量',
  },
  country: {
    title: '国家数据',
    summary: '柱状图：{{from}} 至 {{to}} 发往 {{countries}} 个国家的 {{orders}} 个订单，折线为费用',
  },
  expenses: {
    title: '月度费用',
    summary: '堆叠柱状图：{{from}} 至 {{to}} 按月份和账单类型的支出，共 {{total}} 美元',
  },
  shipping: {
    title: '月度发货',
    summary: '堆叠柱状图：{{from}} 至 {{to}} 按月份和物流方式的 {{orders}} 个订单、{{parcels}} 个包裹',
  },
  volume: {
    title: '月度体积明细',
    summary: '折线图：{{from}} 至 {{to}} 各月末 {{warehouses}} 个仓库的存储体积',
    noFee: '尚未计费',
  },
  sku: {
    title: 'SKU 出库数量',
    summary: '堆叠柱状图：{{from}} 至 {{to}} 按月份的 {{skus}} 个 SKU 的件数',
  },
} satisfies typeof en;
