/** 用户消息（/user/message）：公告和账号的预警，已读或未读。 */
export default {
  readFilter: '阅读状态',
  kindFilter: '类型',
  all: '全部',
  unread: '未读',
  read: '已读',
  allKinds: '全部类型',
  kinds: { notice: '公告', alert: '预警' },
  markAllRead: '全部标为已读',
  empty: '暂无消息',
  alertTitles: {
    error_order: '订单 {{reference}} 进入预警或过期',
    exception: '订单 {{reference}} 有待您回复的异常',
    inbound_difference: '损益单 {{reference}}：入库预约单收货存在差异',
  },
  raisedAt: '产生于 {{time}}',
  alertHelp: {
    order: '打开订单可查看物流轨迹和异常，并进行回复。',
    lossOrder: '打开损益单可查看短少或多出的 SKU，并添加备注。',
  },
  openRecord: { order: '打开订单 {{reference}}', lossOrder: '打开损益单 {{reference}}' },
};
