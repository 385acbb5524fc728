import {
  type AddressType,
  type Lang,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  orderActionsFor,
} from '@portal/contract';
import { namedFeeLines, type StoredFeeLine } from './fee-names';
import type { OrderExceptionRow, OrderTransitionRow, TrackingEventRow } from './order-history-repository';
import type { OrderContentRows } from './order-lines-repository';
import type { OrderListRow } from './order-list-repository';
import { componentsOfLine } from './order-package-lines';
import type { OrderRow } from './order-repository';
import { readTransitionReason } from './order-ship-notice';
import type { ShownTrackingNumber } from './order-tracking';

export function toListItem(
  row: OrderListRow,
  skus: { sku: string; quantity: number }[],
  tracking: ShownTrackingNumber,
): OrderListItem {
  return {
    id: row.id,
    system_order_id: row.system_order_id,
    platform_order_no: row.platform_order_no,
    first_name: row.first_name,
    city: row.city,
    country: row.country,
    skus,
    warehouse_id: row.warehouse_id,
    warehouse_code: row.warehouse_code,
    shipping_method_code: row.shipping_method_code,
    shipping_method_name: row.shipping_method_name,
    status: row.status as OrderStatus,
    tracking_number: tracking(row),
    fulfillment_fee: row.final_fee_total ?? estimateShown(row),
    fee_is_final: row.final_fee_total !== null,
    needs_reply: row.needs_reply === 1,
    interception_requested: row.interception_requested === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The estimate an order shows until a fee is charged: none once it is canceled, whose hold was
 * released and which will never be charged by it.
 */
function estimateShown(row: Pick<OrderRow, 'status' | 'estimate_total'>): number | null {
  return row.status === 'canceled' ? null : row.estimate_total;
}

/** The fee charged at packing, as stored on the order: priced again when shipping measures the parcel. */
export interface StoredFinalFee {
  lines: StoredFeeLine[];
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  charged_at: string;
}

export interface DetailParts {
  contents: OrderContentRows;
  history: { transitions: OrderTransitionRow[]; events: TrackingEventRow[]; exceptions: OrderExceptionRow[] };
  warehouseName: string;
  tracking: ShownTrackingNumber;
  lang: Lang;
}

export function toDetail(row: OrderRow, parts: DetailParts): OrderDetail {
  const { contents, history, lang } = parts;
  const zh = lang === 'zh_CN';
  const { skus: _skus, first_name: _f, city: _c, country: _k, ...listed } = toListItem(row, [], parts.tracking);
  const status = row.status as OrderStatus;
  const finalFee = row.final_fee ? (JSON.parse(row.final_fee) as StoredFinalFee) : null;
  const estimate = JSON.parse(row.estimate_lines) as StoredFeeLine[];
  const estimateTotal = estimateShown(row);
  return {
    ...listed,
    address_type: row.address_type as AddressType,
    recipient: {
      first_name: row.first_name,
      last_name: row.last_name,
      company: row.company,
      phone: row.phone,
      email: row.email,
      id_card: row.id_card,
      address1: row.address1,
      address2: row.address2,
      address3: row.address3,
      house_number: row.house_number,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
    },
    recipient_cleared: row.recipient_cleared === 1,
    warehouse_name: parts.warehouseName,
    courier: row.courier,
    true_tracking_number: row.tracking_number,
    last_mile_tracking_number: row.last_mile_tracking_number,
    tax_codes: { vat: row.vat_code, ioss: row.ioss_code, gst: row.gst_code, icms: row.icms_code },
    note: row.note,
    items: contents.lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      sku: line.sku,
      name: line.name,
      name_en: line.name_en,
      name_cn: line.name_cn,
      image_url: line.image_url,
      attributes: zh ? line.property_cn : line.property_en,
      hs_code: line.hs_code,
      unit_price: line.unit_price,
      quantity: line.quantity,
      weight_g: line.weight_g,
      length_cm: line.length_cm,
      width_cm: line.width_cm,
      height_cm: line.height_cm,
      color: line.color,
      size: line.size,
      serial_numbers: JSON.parse(line.serial_numbers) as string[],
      package_id: line.package_id,
      components: componentsOfLine(line).map((component) => ({
        product_id: component.product_id,
        sku: component.sku,
        name_en: component.name_en,
        name_cn: component.name_cn,
        quantity_per_package: component.quantity,
        total_quantity: component.quantity * line.quantity,
      })),
    })),
    value_added_services: contents.services.map((service) => ({
      code: service.code,
      name: zh ? service.name_cn : service.name_en,
      quantity: service.quantity,
      unit_price: service.unit_price,
    })),
    consumables: contents.consumables.map((consumable) => ({
      id: consumable.pack_material_id,
      code: consumable.code,
      name: zh ? consumable.name_cn : consumable.name_en,
      quantity: consumable.quantity,
    })),
    packaging: contents.packaging.map((item) => ({
      id: item.packaging_id,
      code: item.code,
      name: zh ? item.name_cn : item.name_en,
      quantity: item.quantity,
    })),
    estimated_fee: estimateTotal === null ? null : { lines: namedFeeLines(estimate, lang), total: estimateTotal },
    final_fee:
      finalFee && row.final_fee_total !== null
        ? {
            lines: namedFeeLines(finalFee.lines, lang),
            total: row.final_fee_total,
            weight_g: finalFee.weight_g,
            length_cm: finalFee.length_cm,
            width_cm: finalFee.width_cm,
            height_cm: finalFee.height_cm,
            charged_at: finalFee.charged_at,
          }
        : null,
    tracking_events: history.events.map((event) => ({
      source: event.source === 'last_mile' ? 'last_mile' : 'carrier',
      status_text: event.status_text,
      location: event.location,
      occurred_at: event.occurred_at,
    })),
    exceptions: history.exceptions.map((exception) => ({
      id: exception.id,
      reason: exception.reason,
      state: exception.state as 'open' | 'replied' | 'resolved',
      reply: exception.reply,
      created_at: exception.created_at,
      replied_at: exception.replied_at,
    })),
    transitions: history.transitions.map((transition) => ({
      from_status: transition.from_status as OrderStatus | null,
      to_status: transition.to_status as OrderStatus,
      actor: {
        kind: transition.actor_kind as OrderDetail['transitions'][number]['actor']['kind'],
        label: transition.actor_label,
      },
      ...readTransitionReason(transition.reason),
      created_at: transition.created_at,
    })),
    can: detailActions(status, row.interception_requested === 1),
  };
}

/** The detail's buttons: the contract's rules, which the web's row actions apply too. */
function detailActions(status: OrderStatus, interceptionRequested: boolean): OrderDetail['can'] {
  const {
    edit,
    submit,
    cancel,
    delete: remove,
  } = orderActionsFor({ status, interception_requested: interceptionRequested });
  return { edit, submit, cancel, delete: remove };
}
