export default {
  empty: 'No data in this range',
  filters: {
    range: 'Date range',
    from: 'From',
    to: 'To',
    warehouse: 'Warehouse',
    anyWarehouse: 'All warehouses',
  },
  columns: {
    country: 'Country',
    orders: 'Orders',
    spend: 'Spend (USD)',
    month: 'Month',
    billType: 'Bill type',
    transactions: 'Transactions',
    expense: 'Expense (USD)',
    shippingMethod: 'Shipping method',
    parcels: 'Parcels',
    warehouse: 'Warehouse',
    units: 'Units',
    volume: 'Volume at month end (m³)',
    volumeDays: 'Stored (m³·days)',
    storageFee: 'Storage fee (USD)',
    sku: 'SKU',
    quantity: 'Quantity',
  },
  country: {
    title: 'Country Data',
    summary: 'Bar chart: {{orders}} orders to {{countries}} countries from {{from}} to {{to}}, with spend as a line',
  },
  expenses: {
    title: 'Monthly Expenses',
    summary: 'Stacked bar chart: expenses of {{total}} USD by month and bill type from {{from}} to {{to}}',
  },
  shipping: {
    title: 'Monthly Shipping',
    summary:
      'Stacked bar chart: {{orders}} orders and {{parcels}} parcels by month and shipping method from {{from}} to {{to}}',
  },
  volume: {
    title: 'Monthly Volume Detail',
    summary: 'Line chart: stored volume of {{warehouses}} warehouses at each month end from {{from}} to {{to}}',
    noFee: 'Not billed yet',
  },
  sku: {
    title: 'SKU Shipment Quantity',
    summary: 'Stacked bar chart: units of {{skus}} SKUs by month from {{from}} to {{to}}',
  },
};
