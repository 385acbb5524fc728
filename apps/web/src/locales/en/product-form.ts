/** The SKU form and detail (/products/add). Field labels also name the field in its required message. */
export default {
  titles: {
    editing: 'Edit SKU',
    edit: 'Edit SKU {{sku}}',
    viewing: 'SKU details',
    view: 'SKU details {{sku}}',
  },
  sections: {
    identity: 'Identity and names',
    description: 'Description',
    customs: 'Customs values',
    physical: 'Weight and size',
    stockSettings: 'Stock settings',
    consumables: 'Consumables',
    stock: 'Stock per warehouse',
    record: 'Record',
  },
  detail: {
    warehouse: 'Warehouse',
    allWarehouses: 'All warehouses',
    notFound: 'This SKU could not be loaded.',
  },
  hints: {
    skuLocked: 'The SKU code cannot be changed once created.',
    barcodeLong: 'A barcode of at most 17 characters is advised: longer ones scan badly on small labels.',
    volume: 'Length × width × height, worked out as you type.',
    customerService: 'Must be enabled by customer service.',
    imageTypes: 'jpg, jpeg, png or gif, under 5 MB',
    categoryMax: 'Up to 10 categories',
    consumablesMax: 'Up to 10 consumables',
  },
  image: {
    upload: 'Upload',
    tooLarge: 'The image must be smaller than 5 MB',
  },
  flag: {
    yes: 'Yes',
    no: 'No',
  },
  translate: {
    toChinese: 'Translate from English',
    toEnglish: 'Translate from Chinese',
    sourceEmpty: 'Enter the {{field}} first',
  },
  actions: {
    save: 'Save',
    saveAndAdd: 'Save and add another',
    back: 'Back to list',
    edit: 'Edit',
    saved: 'SKU saved',
  },
};
