/** The SKU form's name: antd prefixes each field's element id with it. */
export const PRODUCT_FORM_NAME = 'sku-form';
