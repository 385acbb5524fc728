/**
 * The SKU form's name: antd prefixes each field's element id with it. Each SKU's form has its own
 * (`sku-form` for a new one, `sku-form-5` for SKU 5), since kept-alive tabs can hold several at
 * once and a label must point at the input of its own form.
 */
export function productFormName(productId?: number): string {
  return productId ? `sku-form-${productId}` : 'sku-form';
}
