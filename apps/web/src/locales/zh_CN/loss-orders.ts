import type en from '../en/loss-orders';

/** 入库预约的损益单（/inventory/loss-orders 及详情）。 */
export default {
  fields: {
    loss_no: '损益单号',
    type: '类型',
    receiving_no: '来源入库单号',
    state: '状态',
    difference: '差异',
    warehouse_code: '仓库',
    created_at: '创建时间',
    compensation: '保险赔付',
    updated_at: '更新时间',
  },
  compensationCredited: '{{amount}} 已返还至余额（交易号 {{id}}）',
  lineFields: {
    sku: 'SKU',
    name: '产品名称',
    appointment: '预约数量',
    arrival: '到货数量',
    qualified: '合格数量',
    actual: '实际数量',
    difference: '差异',
  },
  types: {
    normal: '正常（质检）',
    abnormal: '异常（上架）',
  },
  states: {
    pending_review: '待审核',
    disputed: '申诉中',
    confirmed: '已确认',
    closed: '已关闭',
  },
  actor: {
    merchant: '我',
    api_key: 'API',
    staff: '仓库',
    system: '系统',
  },
  anyType: '全部类型',
  anyState: '全部状态',
  rowName: '损益单 {{no}}',
  view: '查看',
  titles: {
    viewing: '损益单',
    view: '损益单 {{no}}',
  },
  sections: {
    lines: '各 SKU 数量',
    comments: '审核意见',
  },
  typeHint: {
    normal: '质检时发现：差异相对预约数量。',
    abnormal: '上架时发现：差异相对合格数量。',
  },
  noComments: '暂无意见。',
  disputeMark: '申诉',
  commentBy: '{{kind}}：{{label}}',
  comment: '意见',
  dispute: '对结果提出申诉（仓库将重新审核）',
  send: '发送',
  sent: '意见已发送',
  disputed: '申诉已提交：仓库将重新审核该损益单',
  finalNote: '该损益单{{state}}，不能再发表意见。',
  notFound: '该损益单不存在或不属于您。',
  backToList: '返回损益单列表',
} satisfies typeof en;
