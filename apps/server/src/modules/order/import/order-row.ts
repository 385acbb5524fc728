import { type Localized, orderDraftSchema, orderLineFormSchema } from '@portal/contract';
import { z } from 'zod';
import { FirstRowFill, lastKeyColumn, RowCells } from '../../../platform/import/cell-readers';
import type { RowOutcome } from '../../../platform/import/import-definition';
import { addressTypeOf, recipientOf, taxCodesOf } from '../../../platform/import/recipient-columns';
import type { Cells } from '../../../platform/import/sheet-reader';
import { LINE_COLUMNS, ORDER_COLUMNS, ORDER_TABLE, type OrderColumnKey, orderColumn } from './order-columns';

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

/** The column a schema issue is about: the last key of its path names it (`recipient.zip` → Zip). */
const columnOfIssue = lastKeyColumn(ORDER_TABLE);

/**
 * Reads the rows of one import in sheet order. The first row of a platform order no. gives the
 * order's fields; later rows of the same number may leave them empty and fail if they differ.
 */
export class OrderRowReader {
  private readonly orderFields = new FirstRowFill(
    ORDER_COLUMNS.filter((column) => !LINE_COLUMNS.has(column.key)),
    orderColumn('platform_order_no'),
  );

  constructor(private readonly warehouseIds: ReadonlyMap<string, number>) {}

  read(given: Cells<OrderColumnKey>, row: number): RowOutcome<OrderImportValue> {
    const reasons: Localized[] = [];
    const cells: Cells<OrderColumnKey> = { ...given };
    if (given.platform_order_no !== undefined) {
      this.orderFields.fill(given.platform_order_no, row, given, cells, reasons);
    }
    const read = new RowCells(cells, ORDER_TABLE, reasons);
    const warehouseId = read.choice(
      'warehouse_code',
      (code) => this.warehouseIds.get(code.toUpperCase()),
      'v.warehouseSelect',
    );
    const addressType = read.optionalChoice('address_type', addressTypeOf);
    const parsed = rowSchema.safeParse({
      order: {
        platform_order_no: cells.platform_order_no,
        address_type: addressType,
        recipient: recipientOf(cells),
        tax_codes: taxCodesOf(cells),
        note: cells.note,
      },
      line: { sku: cells.sku, quantity: cells.quantity, unit_price: cells.unit_price, name: cells.name },
    });
    if (!parsed.success) read.schemaIssues(parsed.error.issues, columnOfIssue);
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
}
