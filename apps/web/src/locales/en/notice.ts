export default {
  bell: 'Notices',
  bellUnread: 'Notices and alerts ({{count}} unread)',
  viewAll: 'All notices',
  allMessages: 'All messages',
  listTitle: 'Notices',
  empty: 'No notices yet',
  publishedAt: 'Published {{time}}',
  notFound: 'This notice is no longer available',
};
