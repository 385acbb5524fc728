import type en from '../en/warning-email';

/** 预警邮箱（/warning-email）：哪些地址收到哪些预警，以及低库存汇总的发送时间。 */
export default {
  intro: '最多 {{max}} 个邮箱可接收预警邮件，每个邮箱只接收为其勾选的类型。',
  batching: '异常订单、待回复的异常和入库差异会合并发送，每 {{minutes}} 分钟最多一封；同一订单的同一类预警只发送一次。',
  digest: '低库存汇总列出可用库存低于预警数量的 SKU，每天在所选时间（UTC）发送一次。',
  disabledHelp: '客服可应商家要求开通预警邮件。开通前此设置为只读，也不会发送任何邮件。',
  recipients: '邮箱',
  none: '尚未添加邮箱：添加后即可接收预警。',
  add: '添加邮箱',
  count: '已添加 {{count}} / {{max}} 个邮箱',
  atMost: '最多 {{max}} 个邮箱',
  remove: '删除邮箱 {{n}}',
  emailOf: '邮箱 {{n}}',
  kindsOf: '邮箱 {{n}} 接收的预警',
  emailPlaceholder: 'name@company.com',
  digestHour: '低库存汇总发送时间（UTC）',
  localTime: '您所在时区的 {{time}}',
  updatedAt: '上次保存于 {{time}}',
  saved: '已保存',
  fields: {
    email: '邮箱',
    types: '预警',
  },
  kinds: {
    error_order: '异常订单（预警、过期）',
    exception: '待回复的异常',
    low_stock: '低库存（每日汇总）',
    inbound_difference: '入库差异',
  },
} satisfies typeof en;
