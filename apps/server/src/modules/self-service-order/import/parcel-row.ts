import {
  customsLineInputSchema,
  DUTY_TERMS,
  dutyTermsRule,
  HANDOVER_METHOD_NAMES,
  HANDOVER_METHODS,
  type Localized,
  numberInput,
  orderLineFormSchema,
  PARCEL_PIECES_MAX,
  parcelDraftObject,
  pieceInputSchema,
  type Sender,
} from '@portal/contract';
import { z } from 'zod';
import { choiceWords, FirstRowFill, lastKeyColumn, RowCells } from '../../../platform/import/cell-readers';
import type { RowOutcome } from '../../../platform/import/import-definition';
import { addressTypeOf, recipientOf, taxCodesOf } from '../../../platform/import/recipient-columns';
import type { Cells } from '../../../platform/import/sheet-reader';
import {
  LINE_COLUMNS,
  PARCEL_COLUMNS,
  PARCEL_TABLE,
  type ParcelColumnKey,
  PIECE_COLUMNS,
  parcelColumn,
} from './parcel-columns';

/**
 * Dollars as typed (12.34, at most 2 decimals) into cents by the order form's own rule of a line's
 * price, handed on as the `unknown` a contract field's rule reads (its `numberInput` takes any value).
 */
const usdCents = orderLineFormSchema.shape.unit_price.transform((cents): unknown => cents);
/** Dollars typed into the cents a contract field takes, then that field's own limits. */
const dollarsFor = <T extends z.ZodType<number, unknown>>(centsRule: T) => usdCents.pipe(centsRule);

/**
 * A row as the pre-advice's own schemas read it: the parcel's fields by `parcelDraftObject` (with its
 * IOSS-needs-DDP rule; the hub, method and sender resolved apart), the piece by `pieceInputSchema`,
 * the customs line by `customsLineInputSchema` (its unit value typed in dollars).
 */
const rowSchema = z.object({
  parcel: parcelDraftObject
    .pick({
      customer_ref: true,
      address_type: true,
      recipient: true,
      duty_terms: true,
      dangerous_goods: true,
      tax_codes: true,
      handover: true,
      note: true,
    })
    .superRefine(dutyTermsRule),
  insured_value: dollarsFor(parcelDraftObject.shape.insured_value).optional(),
  piece_no: numberInput(
    z
      .number({ message: 'v.wholeNumber' })
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.tooSmall' })
      .max(PARCEL_PIECES_MAX, { message: 'v.tooBig' }),
  ),
  piece: pieceInputSchema.omit({ customs_lines: true }),
  line: customsLineInputSchema.extend({ unit_value: dollarsFor(customsLineInputSchema.shape.unit_value) }),
});

type ParsedRow = z.output<typeof rowSchema>;

/** One imported row: its parcel's fields, its piece's measures and its customs line. */
export interface ParcelImportValue {
  ref: string;
  pieceNo: number;
  parcel: ParsedRow['parcel'] & {
    insured_value: number;
    warehouse_id: number;
    shipping_method_code: string;
    sender: Sender;
  };
  piece: ParsedRow['piece'];
  line: ParsedRow['line'];
}

const HANDOVER_OF = choiceWords(HANDOVER_METHODS, HANDOVER_METHOD_NAMES);

/** The column a schema issue is about: the last key of its path names it (`parcel.recipient.zip` → Zip). */
const columnOfIssue = lastKeyColumn(PARCEL_TABLE, { method: 'handover_method' });

/**
 * Reads the rows of one import in sheet order. The first row of a reference gives the parcel's
 * fields and the first row of a piece its measures; later rows may leave them empty and fail if
 * they differ.
 */
export class ParcelRowReader {
  private readonly parcelFields = new FirstRowFill(
    PARCEL_COLUMNS.filter((column) => !LINE_COLUMNS.has(column.key) && !PIECE_COLUMNS.has(column.key)),
    parcelColumn('customer_ref'),
  );
  private readonly pieceFields = new FirstRowFill(
    PARCEL_COLUMNS.filter((column) => PIECE_COLUMNS.has(column.key)),
    parcelColumn('piece_no'),
  );

  constructor(
    private readonly warehouseIds: ReadonlyMap<string, number>,
    private readonly senders: ReadonlyMap<string, Sender>,
  ) {}

  read(given: Cells<ParcelColumnKey>, row: number): RowOutcome<ParcelImportValue> {
    const reasons: Localized[] = [];
    const cells = this.withGroupFields(given, row, reasons);
    const read = new RowCells(cells, PARCEL_TABLE, reasons);
    const warehouseId = read.choice('warehouse_code', (code) => this.warehouseIds.get(code.toUpperCase()));
    const sender = read.choice('sender', (label) => this.senders.get(label.trim().toLowerCase()));
    const method = read.choice('handover_method', (word) => HANDOVER_OF.get(word.toLowerCase()));
    const addressType = read.optionalChoice('address_type', addressTypeOf);
    const dutyTerms = read.optionalChoice('duty_terms', (word) =>
      DUTY_TERMS.find((terms) => terms === word.toUpperCase()),
    );
    const dangerous = read.flag('dangerous_goods');
    read.required('customer_ref');
    const insured =
      cells.insured_value === undefined || Number(cells.insured_value) === 0 ? undefined : cells.insured_value;
    const parsed = rowSchema.safeParse({
      parcel: {
        customer_ref: cells.customer_ref,
        address_type: addressType,
        recipient: recipientOf(cells),
        duty_terms: dutyTerms,
        dangerous_goods: dangerous,
        tax_codes: taxCodesOf(cells),
        handover: {
          method: method ?? 'drop_off',
          pickup_from: cells.pickup_from,
          pickup_to: cells.pickup_to,
          courier: cells.courier,
          tracking_number: cells.tracking_number,
        },
        note: cells.note,
      },
      insured_value: insured,
      piece_no: cells.piece_no,
      piece: {
        weight_g: cells.weight_g,
        length_cm: cells.length_cm,
        width_cm: cells.width_cm,
        height_cm: cells.height_cm,
      },
      line: {
        name_en: cells.name_en,
        name_cn: cells.name_cn,
        hs_code: cells.hs_code,
        quantity: cells.quantity,
        unit_value: cells.unit_value,
        origin: cells.origin,
      },
    });
    if (!parsed.success) read.schemaIssues(parsed.error.issues, columnOfIssue);
    if (reasons.length || !parsed.success || warehouseId === undefined || sender === undefined) return { reasons };
    const { parcel, insured_value, piece_no, piece, line } = parsed.data;
    return {
      value: {
        ref: parcel.customer_ref,
        pieceNo: piece_no,
        parcel: {
          ...parcel,
          insured_value: insured_value ?? 0,
          warehouse_id: warehouseId,
          shipping_method_code: cells.shipping_method_code ?? '',
          sender,
        },
        piece,
        line,
      },
    };
  }

  /**
   * The row's cells with its parcel's fields from the reference's first row and its piece's measures
   * from the piece's first row; a value that differs is a reason.
   */
  private withGroupFields(cells: Cells<ParcelColumnKey>, row: number, reasons: Localized[]): Cells<ParcelColumnKey> {
    const ref = cells.customer_ref;
    if (ref === undefined) return cells;
    const merged: Cells<ParcelColumnKey> = { ...cells };
    this.parcelFields.fill(ref, row, cells, merged, reasons);
    if (cells.piece_no !== undefined)
      this.pieceFields.fill(`${ref}\u0000${cells.piece_no}`, row, cells, merged, reasons);
    return merged;
  }
}
