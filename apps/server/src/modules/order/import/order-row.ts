import {
  ADDRESS_TYPES,
  type AddressType,
  type Localized,
  orderDraftSchema,
  orderLineFormSchema,
} from '@portal/contract';
import { z } from 'zod';
import type { ImportColumn } from '../../../platform/import/import-columns';
import type { RowOutcome } from '../../../platform/import/import-definition';
import { fill, IMPORT_REASONS } from '../../../platform/import/import-texts';
import { errorReason, issueReason, messageReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import { LINE_COLUMNS, ORDER_COLUMN, ORDER_COLUMNS, type OrderColumnKey, orderColumn } from './order-columns';

/**
 * A row as the order form's own schemas read it: the order's fields by `orderDraftSchema` (the
 * warehouse and shipping method resolved apart), the line by `orderLineFormSchema` (a unit price in
 * dollars, as the form types it; the declaration name may be left to the SKU's).
 */
const rowSchema = z.object({
  order: orderDraftSchema.pick({
    platform_order_no: true,
    address_type: true,
    recipient: true,
    tax_codes: true,
    note: true,
  }),
  line: orderLineFormSchema.partial({ name: true }),
});

type ParsedRow = z.output<typeof rowSchema>;

/** One imported row: its order's fields and its SKU line. */
export interface OrderImportValue {
  order: ParsedRow['order'] & { warehouse_id: number; shipping_method_code: string };
  line: ParsedRow['line'];
}

const ADDRESS_TYPE_WORDS: Record<AddressType, Localized> = {
  residential: { en: 'Residential', zh_CN: '住宅' },
  business: { en: 'Business', zh_CN: '商业' },
  military: { en: 'Military', zh_CN: '军事' },
};
const ADDRESS_TYPE_OF = new Map<string, AddressType>(
  ADDRESS_TYPES.flatMap((type) => [
    [type, type],
    [ADDRESS_TYPE_WORDS[type].en.toLowerCase(), type],
    [ADDRESS_TYPE_WORDS[type].zh_CN, type],
  ]),
);

export function addressTypeWord(type: string, lang: 'en' | 'zh_CN'): string {
  return ADDRESS_TYPE_WORDS[type as AddressType]?.[lang] ?? type;
}

/** The column a schema issue is about: the last key of its path names it (`recipient.zip` → Zip). */
function columnOfIssue(path: readonly PropertyKey[]): ImportColumn<OrderColumnKey> | undefined {
  return ORDER_COLUMN.get(String(path[path.length - 1] ?? '') as OrderColumnKey);
}

/**
 * Reads the rows of one import in sheet order. The first row of a platform order no. gives the
 * order's fields; later rows of the same number may leave them empty and fail if they differ.
 */
export class OrderRowReader {
  private readonly firstRows = new Map<string, { row: number; cells: Cells<OrderColumnKey> }>();

  constructor(private readonly warehouseIds: ReadonlyMap<string, number>) {}

  read(given: Cells<OrderColumnKey>, row: number): RowOutcome<OrderImportValue> {
    const reasons: Localized[] = [];
    const cells = this.withOrderFields(given, row, reasons);
    const explained = new Set<OrderColumnKey>();
    const warehouseId = this.warehouse(cells, reasons, explained);
    const addressType = this.addressType(cells, reasons, explained);
    const parsed = rowSchema.safeParse({
      order: {
        platform_order_no: cells.platform_order_no,
        address_type: addressType,
        recipient: {
          first_name: cells.first_name,
          last_name: cells.last_name,
          company: cells.company,
          phone: cells.phone,
          email: cells.email,
          id_card: cells.id_card,
          address1: cells.address1,
          address2: cells.address2,
          house_number: cells.house_number,
          city: cells.city,
          state: cells.state,
          zip: cells.zip,
          country: cells.country,
        },
        tax_codes: { vat: cells.vat, ioss: cells.ioss, gst: cells.gst, icms: cells.icms },
        note: cells.note,
      },
      line: { sku: cells.sku, quantity: cells.quantity, unit_price: cells.unit_price, name: cells.name },
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnOfIssue(issue.path);
        if (!column || explained.has(column.key)) continue;
        explained.add(column.key);
        // The form's own words for an empty field ('Please enter First Name'), not the generic ones.
        reasons.push(issueReason(column, issue, false));
      }
      if (!reasons.length) reasons.push(errorReason('VALIDATION_FAILED'));
    }
    if (reasons.length || !parsed.success || warehouseId === undefined) return { reasons };
    return {
      value: {
        order: {
          ...parsed.data.order,
          warehouse_id: warehouseId,
          shipping_method_code: cells.shipping_method_code ?? '',
        },
        line: parsed.data.line,
      },
    };
  }

  /** The row's cells with the order's fields of its first row filled in; a differing one is a reason. */
  private withOrderFields(cells: Cells<OrderColumnKey>, row: number, reasons: Localized[]): Cells<OrderColumnKey> {
    const number = cells.platform_order_no;
    if (number === undefined) return cells;
    const first = this.firstRows.get(number);
    if (!first) {
      this.firstRows.set(number, { row, cells });
      return cells;
    }
    const merged: Cells<OrderColumnKey> = { ...cells };
    for (const column of ORDER_COLUMNS) {
      if (LINE_COLUMNS.has(column.key)) continue;
      const own = cells[column.key];
      const theirs = first.cells[column.key];
      if (own === undefined) merged[column.key] = theirs;
      else if (own !== theirs) {
        reasons.push(
          fill(IMPORT_REASONS.differsInGroup, {
            label: column.label,
            row: first.row,
            group: orderColumn('platform_order_no').label,
          }),
        );
      }
    }
    return merged;
  }

  private warehouse(
    cells: Cells<OrderColumnKey>,
    reasons: Localized[],
    explained: Set<OrderColumnKey>,
  ): number | undefined {
    const code = cells.warehouse_code;
    const column = orderColumn('warehouse_code');
    explained.add('warehouse_code');
    if (code === undefined) {
      reasons.push(messageReason(column, 'v.warehouseSelect'));
      return undefined;
    }
    const id = this.warehouseIds.get(code.toUpperCase());
    if (id === undefined) reasons.push(messageReason(column, 'v.unknownChoice'));
    return id;
  }

  private addressType(
    cells: Cells<OrderColumnKey>,
    reasons: Localized[],
    explained: Set<OrderColumnKey>,
  ): AddressType | undefined {
    const text = cells.address_type;
    if (text === undefined) return undefined;
    const type = ADDRESS_TYPE_OF.get(text.toLowerCase()) ?? ADDRESS_TYPE_OF.get(text);
    if (!type) {
      explained.add('address_type');
      reasons.push(messageReason(orderColumn('address_type'), 'v.choice'));
    }
    return type;
  }
}
