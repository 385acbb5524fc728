export default {
  bell: 'Notices',
  unread: 'Unread',
  newest: 'Newest notice',
  viewAll: 'All notices',
  listTitle: 'Notices',
  empty: 'No notices yet',
  publishedAt: 'Published {{time}}',
  notFound: 'This notice is no longer available',
};
