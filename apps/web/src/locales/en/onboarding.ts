export default {
  title: 'Getting Started',
  intro: 'The first steps of a new account, ticked off as you take them.',
  progress: '{{done}} of {{total}} done',
  allDone: 'All done: your account is set up.',
  done: 'Done',
  notDone: 'To do',
  steps: {
    sku: {
      title: 'Create your first SKU',
      description: 'Add the products you will store: by hand or from the Excel template.',
    },
    inbound: {
      title: 'Book your first inbound shipment',
      description: 'Tell the warehouse what is coming, in which boxes, and print the shipping marks.',
    },
    top_up: {
      title: 'Top up your balance',
      description: 'Pay into a receiving account and upload the voucher; finance credits it to your balance.',
    },
    integration: {
      title: 'Connect a shop or create an API key',
      description: 'Bring orders in from Shopify, WooCommerce or ShipStation, or from your own system.',
    },
    order: {
      title: 'Ship your first order',
      description: 'Create an order by hand, by import or from a shop; it is ticked when the warehouse ships it.',
    },
  },
};
