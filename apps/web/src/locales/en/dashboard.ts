export default {
  greeting: {
    morning: 'Good morning, {{name}}',
    afternoon: 'Good afternoon, {{name}}',
    evening: 'Good evening, {{name}}',
  },
  customerId: 'Customer ID: {{id}}',
  subAccount: 'Sub-account',
  welcome: 'Welcome to your fulfilment centre.',
  contacts: {
    title: 'Your contacts',
    empty: 'No contacts assigned yet',
    email: 'Email',
    phone: 'Phone',
    wechat: 'WeChat',
  },
  roles: {
    sales_manager: 'Sales manager',
    account_manager: 'Account manager',
    customer_service: 'Customer service',
  },
  notices: {
    title: 'Newest notices',
    empty: 'No notices yet',
    unread: 'New',
  },
  shortcuts: {
    title: 'Shortcuts',
    sku: 'SKUs',
    skuHint: 'Maintain your products',
    order: 'Create order',
    orderHint: 'Ship to your customers',
    inbound: 'Inbound booking',
    inboundHint: 'Send goods to the warehouse',
    topUp: 'Top up',
    topUpHint: 'Add to your balance',
  },
  balance: {
    topUp: 'Top up',
    title: 'Balance',
    balance: 'Balance',
    held: 'Held by orders',
    credit_limit: 'Credit limit',
    available: 'Available',
  },
  orders: {
    title: 'Orders by status',
  },
};
