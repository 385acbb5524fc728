import type { AddressType, orderDraftSchema, PackMaterial, Warehouse } from '@portal/contract';
import type { z } from 'zod';
import type { LineGoods } from '../product';
import type { OrderContents } from './order-lines-repository';
import type { OrderShipment } from './order-ports';

export type ParsedDraft = z.output<typeof orderDraftSchema>;
type ParsedItem = ParsedDraft['items'][number];
/**
 * A draft as the save takes it: the form's, or the Open API's, whose lines carry no declaration
 * name (the SKU's) and which may leave the method to the cheapest that fits.
 */
export type DraftInput = Omit<ParsedDraft, 'items' | 'shipping_method_code'> & {
  shipping_method_code?: string;
  items: ResolvedLine['item'][];
};
type ParsedConsumable = ParsedDraft['consumables'][number];
/** A row of the merchant's own packaging an order holds (its code, names and weight copied at save). */
export type PackagingRow = NonNullable<OrderContents['packaging']>[number];

/** A line of a draft with the SKU or the package its code names (`ProductApi.findLineGoods`). */
export type ResolvedLine = {
  item: Pick<ParsedItem, 'sku' | 'quantity' | 'unit_price'> & { name?: string };
} & LineGoods;

/** The parts of a draft a quote needs (the next step sends only these). */
export interface ShipmentDraft {
  warehouse_id: number;
  address_type: AddressType;
  country: string;
  zip: string;
  state: string;
  items: ResolvedLine['item'][];
  consumables: ParsedConsumable[];
  /** The merchant's own packaging: weighed in the parcel, never charged. */
  packaging: ParsedDraft['packaging'];
  tax_codes: ParsedDraft['tax_codes'];
}

export interface CheckedShipment {
  warehouse: Warehouse;
  lines: ResolvedLine[];
  consumables: { material: PackMaterial; quantity: number }[];
  /** The packaging asked for, one row per item, as the order keeps it. */
  packaging: PackagingRow[];
  shipment: Omit<OrderShipment, 'sameDayValue'>;
}
