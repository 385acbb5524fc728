import {
  ADDRESS_TYPES,
  type AddressType,
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
import type { ImportColumn } from '../../../platform/import/import-columns';
import type { RowOutcome } from '../../../platform/import/import-definition';
import { fill, IMPORT_REASONS } from '../../../platform/import/import-texts';
import { errorReason, flagOf, issueReason, messageReason, requiredReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import {
  LINE_COLUMNS,
  PARCEL_COLUMN,
  PARCEL_COLUMNS,
  type ParcelColumnKey,
  PIECE_COLUMNS,
  parcelColumn,
} from './parcel-columns';

/** Dollars as typed (12.34, at most 2 decimals) into cents: the order form's own rule of a line's price. */
const usdCents = orderLineFormSchema.shape.unit_price;
/** Dollars typed into the cents a contract field takes, then that field's own limits. */
const dollarsFor = <T extends z.ZodType>(centsRule: T) => usdCents.pipe(z.any().pipe(centsRule));

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

const ADDRESS_TYPE_WORDS: Record<AddressType, Localized> = {
  residential: { en: 'Residential', zh_CN: '住宅' },
  business: { en: 'Business', zh_CN: '商业' },
  military: { en: 'Military', zh_CN: '军事' },
};

/** A choice as its code, its English word (any case) or its Chinese word. */
function wordsOf<T extends string>(values: readonly T[], words: Record<T, Localized>): Map<string, T> {
  return new Map(
    values.flatMap((value) => [
      [value.toLowerCase(), value],
      [words[value].en.toLowerCase(), value],
      [words[value].zh_CN, value],
    ]),
  );
}

const ADDRESS_TYPE_OF = wordsOf(ADDRESS_TYPES, ADDRESS_TYPE_WORDS);
const HANDOVER_OF = wordsOf(HANDOVER_METHODS, HANDOVER_METHOD_NAMES);

/** The column a schema issue is about: the last key of its path names it (`parcel.recipient.zip` → Zip). */
function columnOfIssue(path: readonly PropertyKey[]): ImportColumn<ParcelColumnKey> | undefined {
  const leaf = String(path[path.length - 1] ?? '');
  return PARCEL_COLUMN.get((leaf === 'method' ? 'handover_method' : leaf) as ParcelColumnKey);
}

/** Which level of the sheet a column belongs to: the parcel, its piece, or the row's own customs line. */
function levelOf(key: ParcelColumnKey): 'parcel' | 'piece' | 'line' {
  if (LINE_COLUMNS.has(key)) return 'line';
  if (PIECE_COLUMNS.has(key)) return 'piece';
  return 'parcel';
}

interface FirstRow {
  row: number;
  cells: Cells<ParcelColumnKey>;
}

/**
 * Reads the rows of one import in sheet order. The first row of a reference gives the parcel's
 * fields and the first row of a piece its measures; later rows may leave them empty and fail if
 * they differ.
 */
export class ParcelRowReader {
  private readonly firstOfParcel = new Map<string, FirstRow>();
  private readonly firstOfPiece = new Map<string, FirstRow>();

  constructor(
    private readonly warehouseIds: ReadonlyMap<string, number>,
    private readonly senders: ReadonlyMap<string, Sender>,
  ) {}

  read(given: Cells<ParcelColumnKey>, row: number): RowOutcome<ParcelImportValue> {
    const reasons: Localized[] = [];
    const cells = this.withGroupFields(given, row, reasons);
    const explained = new Set<ParcelColumnKey>();
    const warehouseId = this.choice(cells, 'warehouse_code', reasons, explained, (code) =>
      this.warehouseIds.get(code.toUpperCase()),
    );
    const sender = this.choice(cells, 'sender', reasons, explained, (label) =>
      this.senders.get(label.trim().toLowerCase()),
    );
    const method = this.choice(cells, 'handover_method', reasons, explained, (word) =>
      HANDOVER_OF.get(word.toLowerCase()),
    );
    const addressType = this.optionalChoice(cells, 'address_type', reasons, explained, (word) =>
      ADDRESS_TYPE_OF.get(word.toLowerCase()),
    );
    const dutyTerms = this.optionalChoice(cells, 'duty_terms', reasons, explained, (word) =>
      DUTY_TERMS.find((terms) => terms === word.toUpperCase()),
    );
    const dangerous = flagOf(cells.dangerous_goods);
    if (dangerous === 'invalid') {
      explained.add('dangerous_goods');
      reasons.push(messageReason(parcelColumn('dangerous_goods'), 'v.choice'));
    }
    if (cells.customer_ref === undefined) {
      explained.add('customer_ref');
      reasons.push(requiredReason(parcelColumn('customer_ref')));
    }
    const insured =
      cells.insured_value === undefined || Number(cells.insured_value) === 0 ? undefined : cells.insured_value;
    const parsed = rowSchema.safeParse({
      parcel: {
        customer_ref: cells.customer_ref,
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
        duty_terms: dutyTerms,
        dangerous_goods: dangerous === 1,
        tax_codes: { vat: cells.vat, ioss: cells.ioss, gst: cells.gst, icms: cells.icms },
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
    const firstOfParcel = this.first(this.firstOfParcel, ref, row, cells);
    const firstOfPiece =
      cells.piece_no === undefined
        ? undefined
        : this.first(this.firstOfPiece, `${ref}\u0000${cells.piece_no}`, row, cells);
    for (const column of PARCEL_COLUMNS) {
      const level = levelOf(column.key);
      const first = level === 'parcel' ? firstOfParcel : level === 'piece' ? firstOfPiece : undefined;
      if (!first || first.row === row) continue;
      const own = cells[column.key];
      const theirs = first.cells[column.key];
      if (own === undefined) merged[column.key] = theirs;
      else if (own !== theirs) {
        reasons.push(
          fill(IMPORT_REASONS.differsInGroup, {
            label: column.label,
            row: first.row,
            group: parcelColumn(level === 'parcel' ? 'customer_ref' : 'piece_no').label,
          }),
        );
      }
    }
    return merged;
  }

  private first(map: Map<string, FirstRow>, key: string, row: number, cells: Cells<ParcelColumnKey>): FirstRow {
    const known = map.get(key);
    if (known) return known;
    const first = { row, cells };
    map.set(key, first);
    return first;
  }

  /** A required choice resolved by `find`: empty says 'please select', unknown 'does not exist'. */
  private choice<T>(
    cells: Cells<ParcelColumnKey>,
    key: ParcelColumnKey,
    reasons: Localized[],
    explained: Set<ParcelColumnKey>,
    find: (text: string) => T | undefined,
  ): T | undefined {
    explained.add(key);
    const text = cells[key];
    if (text === undefined) {
      reasons.push(requiredReason(parcelColumn(key)));
      return undefined;
    }
    const found = find(text);
    if (found === undefined) reasons.push(messageReason(parcelColumn(key), 'v.unknownChoice'));
    return found;
  }

  /** An optional choice: empty takes the schema's default, unknown is 'Choose one of the options'. */
  private optionalChoice<T>(
    cells: Cells<ParcelColumnKey>,
    key: ParcelColumnKey,
    reasons: Localized[],
    explained: Set<ParcelColumnKey>,
    find: (text: string) => T | undefined,
  ): T | undefined {
    const text = cells[key];
    if (text === undefined) return undefined;
    const found = find(text);
    if (found === undefined) {
      explained.add(key);
      reasons.push(messageReason(parcelColumn(key), 'v.choice'));
    }
    return found;
  }
}
