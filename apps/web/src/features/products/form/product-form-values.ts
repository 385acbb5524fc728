import { type Product, type ProductBody, productFormSchema } from '@portal/contract';
import { formatCents } from '../../../shared/format/money';

type Flag = 0 | 1;

/**
 * What the antd form holds. Numbers are kept as the typed text (InputNumber's string mode), so a
 * value such as 1.234 reaches the contract's rules as typed instead of being rounded on the way.
 */
export interface ProductFormState {
  sku: string;
  name_cn: string;
  name_en: string;
  alias: string;
  image_url: string;
  barcode: string;
  color: string;
  size: string;
  property_id: number | null;
  brand: string;
  category_ids: number[];
  hs_code: string;
  material_en: string;
  material_cn: string;
  purpose_en: string;
  purpose_cn: string;
  /** USD as typed, e.g. "12.30". */
  declared_value: string | null;
  export_unit_price: string | null;
  tax_refund: Flag;
  weight_g: string | null;
  length_cm: string | null;
  width_cm: string | null;
  height_cm: string | null;
  warning_quantity: string | null;
  scan_barcode: Flag;
  consumable_ids: number[];
}

export type ProductFieldName = keyof ProductFormState;

/** A new SKU: nothing typed, switches off. */
export function emptyFormState(): ProductFormState {
  return {
    sku: '',
    name_cn: '',
    name_en: '',
    alias: '',
    image_url: '',
    barcode: '',
    color: '',
    size: '',
    property_id: null,
    brand: '',
    category_ids: [],
    hs_code: '',
    material_en: '',
    material_cn: '',
    purpose_en: '',
    purpose_cn: '',
    declared_value: null,
    export_unit_price: null,
    tax_refund: 0,
    weight_g: null,
    length_cm: null,
    width_cm: null,
    height_cm: null,
    warning_quantity: null,
    scan_barcode: 0,
    consumable_ids: [],
  };
}

/** Every field of the form, e.g. to tell which of the server's field messages the form can show. */
export const PRODUCT_FIELD_NAMES = Object.keys(emptyFormState()) as ProductFieldName[];

export function isProductField(name: string): name is ProductFieldName {
  return (PRODUCT_FIELD_NAMES as string[]).includes(name);
}

/** A saved SKU as the form edits it. */
export function formStateFromProduct(product: Product): ProductFormState {
  return {
    sku: product.sku,
    name_cn: product.name_cn,
    name_en: product.name_en,
    alias: product.alias,
    image_url: product.image_url,
    barcode: product.barcode ?? '',
    color: product.color,
    size: product.size,
    property_id: product.property_id,
    brand: product.brand,
    category_ids: product.category_ids,
    hs_code: product.hs_code,
    material_en: product.material_en,
    material_cn: product.material_cn,
    purpose_en: product.purpose_en,
    purpose_cn: product.purpose_cn,
    declared_value: formatCents(product.declared_value),
    export_unit_price: product.export_unit_price === null ? null : formatCents(product.export_unit_price),
    tax_refund: product.tax_refund,
    weight_g: String(product.weight_g),
    length_cm: String(product.length_cm),
    width_cm: String(product.width_cm),
    height_cm: String(product.height_cm),
    warning_quantity: product.warning_quantity === null ? null : String(product.warning_quantity),
    scan_barcode: product.scan_barcode,
    consumable_ids: product.consumable_ids,
  };
}

/** The copy being edited: addProduct edits instead of creating, and refuses to overwrite a newer save. */
export interface EditedCopy {
  id: number;
  updated_at: string;
}

/**
 * The addProduct body from what the form holds, through the contract's productFormSchema (dollars
 * become cents, text is trimmed, an empty barcode becomes null). Empty inputs are treated as "not
 * given", exactly as the field rules treat them, so a form that passed its rules always parses.
 */
export function productBodyFrom(state: Partial<ProductFormState>, edited?: EditedCopy): ProductBody {
  const given = Object.fromEntries(Object.entries(state).filter(([, value]) => !isEmptyInput(value)));
  const body = productFormSchema.parse(given);
  return edited ? { ...body, id: edited.id, updated_at: edited.updated_at } : body;
}

function isEmptyInput(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * L × W × H in cm³ while the user types, or null until all three are positive numbers. Rounded to
 * 2 decimals: sides have at most 2 decimals each, and more digits would only be noise on screen.
 */
export function volumeOf(length: unknown, width: unknown, height: unknown): number | null {
  const sides = [length, width, height].map((side) => (side === null || side === '' ? Number.NaN : Number(side)));
  if (sides.some((side) => !Number.isFinite(side) || side <= 0)) return null;
  const [l = 0, w = 0, h = 0] = sides;
  return Math.round(l * w * h * 100) / 100;
}
