import type en from '../en/notice';

export default {
  bell: '公告',
  bellUnread: '公告和预警（{{count}} 条未读）',
  viewAll: '全部公告',
  allMessages: '全部消息',
  listTitle: '公告',
  empty: '暂无公告',
  publishedAt: '发布于 {{time}}',
  notFound: '该公告已不可用',
} satisfies typeof en;
