export default {
  title: 'Operation guide',
  intro: 'Welcome! Four steps get your first orders shipped from our warehouse:',
  steps: {
    sku: {
      title: 'Maintain your SKUs',
      description:
        'Add each product under Products › SKU List with its name, declared value, weight and dimensions, one by one or by import.',
    },
    inbound: {
      title: 'Book an inbound shipment',
      description:
        'Create an inbound reservation: choose the warehouse and SKUs, fill in the packing list, print the shipping marks and send the goods.',
    },
    order: {
      title: 'Create orders',
      description:
        'Once the stock is shelved, create outbound orders by hand, by batch import or by API sync from your shop platform.',
    },
    topUp: {
      title: 'Top up your balance',
      description:
        'Fulfilment and shipping fees are deducted from your balance: top up under Billing › Top-up and upload the payment voucher.',
    },
  },
  confirm: 'Read and understood',
  countdown: 'Read and understood ({{seconds}}s)',
  app: {
    button: 'Download the app',
    title: 'Client app',
    scan: 'Scan the QR code with your phone to download the app.',
    version: 'Version {{version}}',
    link: 'Download link',
  },
};
