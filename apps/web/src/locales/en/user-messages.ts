/** User messages (/user/message): the notices and the account's alerts, read or unread. */
export default {
  readFilter: 'Read state',
  kindFilter: 'Kind',
  all: 'All',
  unread: 'Unread',
  read: 'Read',
  allKinds: 'All kinds',
  kinds: { notice: 'Notice', alert: 'Alert' },
  markAllRead: 'Mark all read',
  empty: 'No messages',
  alertTitles: {
    error_order: 'Order {{reference}} went to Alert or Expired',
    exception: 'Order {{reference}} has an exception waiting for your reply',
    inbound_difference: 'Loss order {{reference}}: an inbound booking was received with a difference',
  },
  raisedAt: 'Raised {{time}}',
  alertHelp: {
    order: 'Open the order to see its tracking and exceptions, and to reply.',
    lossOrder: 'Open the loss order to see the SKUs counted short or over, and to comment.',
  },
  openRecord: { order: 'Open order {{reference}}', lossOrder: 'Open loss order {{reference}}' },
};
