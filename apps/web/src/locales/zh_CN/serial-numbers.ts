import type en from '../en/serial-numbers';

/** 客户序列号（/serial-number/list）。 */
export default {
  fields: {
    customer_id: '客户ID',
    serial_number: '序列号',
    alias: '别名',
    sku: 'SKU',
    barcode: '条码',
    receiving_no: '入库单号',
    box_number: '箱号',
    is_bind: '绑定状态',
    bind_sys_order_id: '系统订单号',
    bind_customer_order_id: '平台订单号',
    bind_time: '绑定时间',
    created_at: '创建时间',
  },
  status: {
    bound: '已绑定',
    unbound: '未绑定',
  },
  anyStatus: '全部',
  rowName: '序列号 {{serial}}',
  actions: {
    import: '导入序列号',
    exportSelected: '导出所选',
  },
  import: {
    title: '导入序列号',
    kind: '序列号',
    hint: '每行为您的某个 SKU 新增一个序列号；已存在的序列号或别名所在行会失败。',
  },
} satisfies typeof en;
