import { type AddressType, type BodyOf, order } from '@portal/contract';
import { formatCents } from '../../../shared/format/money';
import { emptyFormValues, type FormValues, parseFormValues } from '../../../shared/forms/form-values';

/** The recipient's fields, at the top of the form (the EU house-number rule looks at the country beside it). */
export type RecipientState = FormValues<typeof order.recipientSchema>;
export type RecipientField = keyof RecipientState & string;
export const RECIPIENT_FIELDS = Object.keys(order.recipientSchema.shape) as RecipientField[];

/** What a line shows besides what the merchant types: copied from the SKU when it is picked. */
export interface LineFacts {
  image_url: string;
  attributes: string;
  hs_code: string;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

/** The SKU's available stock as the picker showed it, in the warehouse it was picked from. */
export interface LineStock {
  warehouse_id: number;
  available: number;
}

/** A package's component as a line shows it: its SKU and units per package. */
export interface LineComponent {
  sku: string;
  name_en: string;
  name_cn: string;
  quantity: number;
}

/** A SKU or package line as the form holds it: name, price (USD, as typed) and quantity editable, the rest shown. */
export interface LineState extends LineFacts {
  /** The SKU's code, or the package's (`package`). */
  sku: string;
  /** Set when the line names a package (issue 27): its components, whose stock the order takes. */
  package?: { components: LineComponent[] };
  name: string | null;
  unit_price: string | number | null;
  quantity: number | null;
  /** Known for a line picked in this form; a saved order's lines come without it. */
  stock?: LineStock;
}

export interface OrderFormState extends RecipientState {
  platform_order_no: string | null;
  warehouse_id: number | null;
  address_type: AddressType;
  items: LineState[];
  shipping_method_code: string | null;
  value_added_services: { code: string | null; quantity: number | null }[];
  consumables: { id: number | null; quantity: number | null }[];
  /** The merchant's own packaging (exclusive consumables). */
  packaging: { id: number | null; quantity: number | null }[];
  tax_codes: { vat: string; ioss: string; gst: string; icms: string };
  note: string;
}

/** The fields of the first step (recipient and SKUs); the rest belong to the next step. */
export const DRAFT_STEP_FIELDS = ['platform_order_no', 'warehouse_id', 'address_type', 'items', ...RECIPIENT_FIELDS];

export function emptyOrderForm(): OrderFormState {
  return {
    // Optional fields hold '' (the schema's default), required ones null until typed.
    ...emptyFormValues(order.recipientSchema),
    platform_order_no: null,
    warehouse_id: null,
    address_type: 'residential',
    items: [],
    shipping_method_code: null,
    value_added_services: [],
    consumables: [],
    packaging: [],
    tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
    note: '',
  };
}

/** A saved order as its form edits it (prices in dollars). */
export function formFromOrder(detail: order.OrderDetail): OrderFormState {
  const recipient = Object.fromEntries(
    RECIPIENT_FIELDS.map((name) => [name, detail.recipient[name]]),
  ) as RecipientState;
  return {
    ...recipient,
    platform_order_no: detail.platform_order_no,
    warehouse_id: detail.warehouse_id,
    address_type: detail.address_type,
    items: detail.items.map((line) => ({
      sku: line.sku,
      name: line.name,
      unit_price: formatCents(line.unit_price),
      quantity: line.quantity,
      image_url: line.image_url,
      attributes: line.attributes,
      hs_code: line.hs_code,
      weight_g: line.weight_g,
      length_cm: line.length_cm,
      width_cm: line.width_cm,
      height_cm: line.height_cm,
      ...(line.package_id === null
        ? {}
        : {
            package: {
              components: line.components.map((component) => ({
                sku: component.sku,
                name_en: component.name_en,
                name_cn: component.name_cn,
                quantity: component.quantity_per_package,
              })),
            },
          }),
    })),
    shipping_method_code: detail.shipping_method_code || null,
    value_added_services: detail.value_added_services.map(({ code, quantity }) => ({ code, quantity })),
    consumables: detail.consumables.map(({ id, quantity }) => ({ id, quantity })),
    packaging: detail.packaging.map(({ id, quantity }) => ({ id, quantity })),
    tax_codes: { ...detail.tax_codes },
    note: detail.note,
  };
}

/** The order being edited: saveOrder edits it, and refuses to overwrite a newer save. */
export interface EditedOrder {
  id: number;
  updated_at: string;
}

export type SaveOrderBody = BodyOf<typeof order.saveOrder>;

/** The lines as the operations take them (prices in cents), through the contract's line rule. */
export function itemsOf(state: Pick<OrderFormState, 'items'>) {
  return state.items.map((line) =>
    order.orderLineFormSchema.parse({
      sku: line.sku,
      name: line.name,
      unit_price: line.unit_price,
      quantity: line.quantity,
    }),
  );
}

function recipientOf(state: OrderFormState) {
  const values = Object.fromEntries(RECIPIENT_FIELDS.map((name) => [name, state[name]])) as RecipientState;
  return parseFormValues(order.recipientSchema, values);
}

/** saveOrder's body from what the form holds (its rules have passed). */
export function saveBodyFrom(state: OrderFormState, edited: EditedOrder | undefined, submit: boolean): SaveOrderBody {
  return {
    ...(edited ?? {}),
    submit,
    platform_order_no: state.platform_order_no ?? '',
    warehouse_id: state.warehouse_id ?? 0,
    shipping_method_code: state.shipping_method_code ?? '',
    address_type: state.address_type,
    recipient: recipientOf(state),
    items: itemsOf(state),
    value_added_services: state.value_added_services.map((service) => ({
      code: service.code ?? '',
      quantity: service.quantity ?? 0,
    })),
    consumables: state.consumables.map((item) => ({ id: item.id ?? 0, quantity: item.quantity ?? 0 })),
    packaging: state.packaging.map((item) => ({ id: item.id ?? 0, quantity: item.quantity ?? 0 })),
    tax_codes: state.tax_codes,
    note: state.note,
  };
}

export type ShippingOptionsBody = BodyOf<typeof order.getShippingOptions>;

/** getShippingOptions' body for the draft, or null while the first step is not complete enough to ask. */
export function shippingOptionsBody(state: OrderFormState, orderId: number | undefined): ShippingOptionsBody | null {
  if (!state.warehouse_id || !state.country || state.items.length === 0) return null;
  const items = order.getShippingOptions.body.shape.items.safeParse(safeItems(state));
  if (!items.success) return null;
  return {
    warehouse_id: state.warehouse_id,
    address_type: state.address_type,
    country: state.country,
    zip: state.zip ?? '',
    state: state.state ?? '',
    items: items.data,
    consumables: state.consumables.flatMap((item) =>
      item.id && item.quantity ? [{ id: item.id, quantity: item.quantity }] : [],
    ),
    // The merchant's own packaging weighs in every option, as in the estimate the save holds.
    packaging: state.packaging.flatMap((item) =>
      item.id && item.quantity ? [{ id: item.id, quantity: item.quantity }] : [],
    ),
    tax_codes: state.tax_codes,
    first_name: state.first_name ?? '',
    ...(orderId ? { order_id: orderId } : {}),
  };
}

function safeItems(state: OrderFormState) {
  return state.items.map((line) => {
    const parsed = order.orderLineFormSchema.safeParse({ ...line });
    return parsed.success
      ? { sku: parsed.data.sku, quantity: parsed.data.quantity, unit_price: parsed.data.unit_price }
      : null;
  });
}
