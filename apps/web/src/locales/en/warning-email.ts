/** Warning e-mails (/warning-email): who is mailed which alerts, and when the low-stock digest goes out. */
export default {
  intro: 'Up to {{max}} addresses receive alerts by e-mail; each address gets the kinds ticked for it.',
  batching:
    'Error orders, exceptions and inbound differences are gathered and mailed at most once every {{minutes}} minutes, and an order is never alerted twice for the same kind.',
  digest:
    'The low-stock digest lists the SKUs below their warning quantity and goes out once a day at the hour you choose (UTC).',
  disabledHelp:
    'Customer service switches them on for a merchant on request. Until then this setting is read-only and nothing is mailed.',
  recipients: 'Addresses',
  none: 'No address yet: add one to start receiving alerts.',
  add: 'Add email',
  count: '{{count}} of {{max}} addresses',
  atMost: 'At most {{max}} addresses',
  remove: 'Remove e-mail {{n}}',
  emailOf: 'E-mail {{n}}',
  kindsOf: 'Alerts mailed to e-mail {{n}}',
  emailPlaceholder: 'name@company.com',
  digestHour: 'Low-stock digest time (UTC)',
  localTime: '{{time}} in your time zone',
  updatedAt: 'Last saved {{time}}',
  saved: 'Saved',
  fields: {
    email: 'E-mail',
    types: 'Alerts',
  },
  kinds: {
    error_order: 'Error orders (Alert, Expired)',
    exception: 'Exceptions awaiting your reply',
    low_stock: 'Low stock (daily digest)',
    inbound_difference: 'Inbound received with a difference',
  },
};
