/** Customer serial numbers (/serial-number/list). */
export default {
  fields: {
    customer_id: 'Customer id',
    serial_number: 'Serial number',
    alias: 'Alias',
    sku: 'SKU',
    barcode: 'Barcode',
    receiving_no: 'Receiving no.',
    box_number: 'Box number',
    is_bind: 'Binding status',
    bind_sys_order_id: 'System order id',
    bind_customer_order_id: 'Platform order no.',
    bind_time: 'Binding time',
    created_at: 'Created time',
  },
  status: {
    bound: 'Bound',
    unbound: 'Unbound',
  },
  anyStatus: 'All',
  rowName: 'Serial number {{serial}}',
  actions: {
    import: 'Import serial numbers',
    exportSelected: 'Export selected',
  },
  import: {
    title: 'Import serial numbers',
    kind: 'Serial numbers',
    hint: 'Each row adds a serial number of one of your SKUs; a serial number or alias you already have fails its row.',
  },
};
