export default {
  bell: 'Notices',
  bellUnread: 'Notices ({{count}} unread)',
  viewAll: 'All notices',
  listTitle: 'Notices',
  empty: 'No notices yet',
  publishedAt: 'Published {{time}}',
  notFound: 'This notice is no longer available',
};
