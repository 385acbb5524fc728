import { type Product, type ProductBody, productFormSchema, skuVolumeCm3 } from '@portal/contract';
import { formatCents } from '../../../shared/format/money';
import {
  emptyFormValues,
  type FormValues,
  formValuesOf,
  isFormField,
  parseFormValues,
} from '../../../shared/forms/form-values';

/** What the SKU form holds: the contract's productFormSchema as typed (money as text, in dollars). */
export type ProductFormState = FormValues<typeof productFormSchema>;
export type ProductFieldName = keyof ProductFormState & string;

/** A new SKU: nothing typed, switches off, lists empty (the schema's defaults). */
export function emptyFormState(): ProductFormState {
  return emptyFormValues(productFormSchema);
}

export function isProductField(name: string): name is ProductFieldName {
  return isFormField(productFormSchema, name);
}

/** A saved SKU as the form edits it: the API's cents are shown as dollars with 2 decimals. */
export function formStateFromProduct(product: Product): ProductFormState {
  return formValuesOf(productFormSchema, product, {
    declared_value: (saved) => formatCents(saved.declared_value),
    export_unit_price: (saved) => (saved.export_unit_price === null ? null : formatCents(saved.export_unit_price)),
  });
}

/** The copy being edited: addProduct edits instead of creating, and refuses to overwrite a newer save. */
export interface EditedCopy {
  id: number;
  updated_at: string;
}

/**
 * The addProduct body from what the form holds, through the contract's productFormSchema (dollars
 * become cents, text is trimmed, an empty barcode becomes null).
 */
export function productBodyFrom(state: Partial<ProductFormState>, edited?: EditedCopy): ProductBody {
  const body = parseFormValues(productFormSchema, state);
  return edited ? { ...body, id: edited.id, updated_at: edited.updated_at } : body;
}

/** The SKU's volume (the contract's one rule) while the user types, or null until all three sides are positive numbers. */
export function volumeOf(length: unknown, width: unknown, height: unknown): number | null {
  const sides = [length, width, height].map((side) => (side === null || side === '' ? Number.NaN : Number(side)));
  if (sides.some((side) => !Number.isFinite(side) || side <= 0)) return null;
  const [l = 0, w = 0, h = 0] = sides;
  return skuVolumeCm3(l, w, h);
}
