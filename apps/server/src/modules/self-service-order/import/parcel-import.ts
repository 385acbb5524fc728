import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CUSTOMS_LINES_MAX,
  type Lang,
  type Localized,
  type ShippingMethodSummary,
  validationMessage,
  type Warehouse,
} from '@portal/contract';
import type { Tx } from '../../../db/transaction';
import { AppError } from '../../../kernel/app-error';
import type { Viewer } from '../../../kernel/viewer';
import type { Actor } from '../../../platform/actor';
import type { FailRow, ImportDefinition, ImportSaveContext } from '../../../platform/import/import-definition';
import { both } from '../../../platform/import/import-texts';
import { listSheet } from '../../../platform/import/import-workbooks';
import { lookUpInTurns } from '../../../platform/import/in-turns';
import { plannedRecords, saveRecords } from '../../../platform/import/record-saves';
import { errorReason, labelled, messageReason, refusalReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import type { XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import type { ParcelServiceDeps } from '../parcel-deps';
import { parcelValuesOf, shipmentOfDraft } from '../parcel-values';
import type { StoredEstimate } from '../parcel-view';
import { PARCEL_COLUMNS, type ParcelColumnKey, parcelColumn } from './parcel-columns';
import {
  byParcel,
  byPiece,
  type ParcelImportRow,
  type ParcelImportRowValue,
  type PlannedParcel,
} from './parcel-import-rows';
import { ParcelRowReader } from './parcel-row';

/** Parcels quoted between turns of the event loop. */
const PARCELS_PER_TURN = 50;
/** References per look-up query during the check. */
const LOOKUP_SLICE = 1000;

const TEXTS = {
  sheet: { en: 'Parcels', zh_CN: '包裹' },
  instructions: {
    en: 'One row per customs line: rows with the same Reference form one parcel order, and within it rows with the same Piece no. one piece. Parcels are created as drafts: pre-advise them from the list. Columns marked * are required.',
    zh_CN:
      '每个申报品名一行：参考号相同的行组成一个包裹订单，其中件号相同的行为同一件。导入后为草稿，请在列表中预报。带 * 的列为必填。',
  },
  hubsSheet: { en: 'Hubs', zh_CN: '集货仓' },
  methodsSheet: { en: 'Shipping methods', zh_CN: '物流方式' },
  code: { en: 'Code', zh_CN: '代码' },
  name: { en: 'Name', zh_CN: '名称' },
  country: { en: 'Country', zh_CN: '国家' },
  hub: { en: 'Hub code', zh_CN: '集货仓代码' },
  courier: { en: 'Courier', zh_CN: '承运商' },
  deliveryTime: { en: 'Delivery time', zh_CN: '时效' },
} as const satisfies Record<string, Localized>;

type ImportDeps = Pick<
  ParcelServiceDeps,
  'db' | 'clock' | 'parcelLookups' | 'parcels' | 'senders' | 'moves' | 'rates' | 'shipping' | 'references' | 'countries'
>;

/**
 * Self-service parcel orders from a spreadsheet (issue 27): each row read by the pre-advice's own
 * schemas, each parcel checked against stored data (reference free, country known, a piece's lines
 * within the limit) and quoted by its method (or the cheapest that carries every piece, dangerous
 * goods included) before anything is written; the parcels are then created as drafts, each with its
 * pieces and lines, exactly as `save` creates one. The merchant pre-advises them from the list
 * (`submit`, which holds the estimates), as an order import's orders are submitted from theirs.
 */
export class ParcelImport implements ImportDefinition<ParcelColumnKey, ParcelImportRowValue> {
  readonly kind = 'parcel';
  readonly permission = 'order' as const;
  readonly columns = PARCEL_COLUMNS;
  readonly keyColumn = 'customer_ref' as const;
  readonly groupColumn = 'customer_ref' as const;
  readonly template = {
    fileName: 'parcel-import-template.xlsx',
    sheetName: TEXTS.sheet,
    instructions: TEXTS.instructions,
    extraSheets: async (lang: Lang) =>
      templateLists(await this.deps.references.warehouses(), await this.deps.shipping.methodsOf(), lang),
  };

  constructor(private readonly deps: ImportDeps) {}

  async prepare(
    viewer: Viewer,
  ): Promise<
    (cells: Cells<ParcelColumnKey>, row: number) => { value: ParcelImportRowValue } | { reasons: Localized[] }
  > {
    const [warehouses, senders] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.senders.list(viewer),
    ]);
    const ids = new Map(warehouses.filter((w) => w.is_active === 1).map((w) => [w.code.toUpperCase(), w.id]));
    const byLabel = new Map(senders.map((sender) => [sender.label.trim().toLowerCase(), sender]));
    const reader = new ParcelRowReader(ids, byLabel);
    return (cells, row) => reader.read(cells, row);
  }

  /** References taken, countries unknown, too many lines in a piece, then each whole parcel's quote. */
  async check(viewer: Viewer, rows: ParcelImportRow[], fail: FailRow, lang: Lang = 'en'): Promise<void> {
    const groups = byParcel(rows);
    const taken = new Set(
      await lookUpInTurns([...groups.keys()], LOOKUP_SLICE, (slice) =>
        this.deps.parcelLookups.takenRefs(viewer, slice),
      ),
    );
    const countries = [...new Set(rows.map((r) => r.value.parcel.recipient.country))];
    const countryKnown = new Map(
      await Promise.all(countries.map(async (code) => [code, await this.deps.countries.countryExists(code)] as const)),
    );
    let checked = 0;
    for (const [ref, group] of groups) {
      if (++checked % PARCELS_PER_TURN === 0) await nextTurn();
      const first = group[0] as ParcelImportRow;
      if (taken.has(ref)) {
        const reason = labelled(parcelColumn('customer_ref'), errorReason('PARCEL_REF_TAKEN'));
        for (const row of group) fail(row, reason);
        continue;
      }
      if (!countryKnown.get(first.value.parcel.recipient.country)) {
        fail(first, messageReason(parcelColumn('country'), 'v.country'));
        continue;
      }
      const pieceRows = byPiece(group);
      const crowded = pieceRows.find((lines) => lines.length > CUSTOMS_LINES_MAX);
      if (crowded) {
        const reason = labelled(
          parcelColumn('piece_no'),
          both((l) => validationMessage('v.tooManyItems', l, { max: CUSTOMS_LINES_MAX })),
        );
        for (const row of crowded) fail(row, reason);
        continue;
      }
      const { sender, shipping_method_code: methodCode, ...parcel } = first.value.parcel;
      const pieces = pieceRows.map((lines) => ({
        ...(lines[0] as ParcelImportRow).value.piece,
        customs_lines: lines.map((row) => row.value.line),
      }));
      const draft = { ...parcel, pieces };
      const quoted = await this.quote(draft, methodCode, lang);
      if ('reason' in quoted) {
        for (const row of group) fail(row, quoted.reason);
        continue;
      }
      first.value.plan = {
        values: parcelValuesOf({ ...draft, shipping_method_code: quoted.methodCode }, sender, quoted.estimate),
        pieces,
      };
    }
  }

  /** The named method's estimate, or the cheapest option that carries every piece; a refusal as the rows' reason. */
  private async quote(
    draft: Parameters<typeof shipmentOfDraft>[0],
    methodCode: string,
    lang: Lang,
  ): Promise<{ methodCode: string; estimate: StoredEstimate } | { reason: Localized }> {
    const shipment = shipmentOfDraft(draft);
    try {
      if (methodCode) return { methodCode, estimate: await this.deps.rates.estimate(shipment, methodCode, lang) };
      const [cheapest] = await this.deps.rates.options(shipment, lang);
      if (!cheapest) throw new AppError('NO_SHIPPING_OPTIONS');
      const { lines, shipping_total, insurance_fee, total, quotes } = cheapest;
      return {
        methodCode: cheapest.shipping_method_code,
        estimate: { lines, shipping_total, insurance_fee, total, quotes },
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = refusalReason(error);
      return { reason: methodCode ? labelled(parcelColumn('shipping_method_code'), reason) : reason };
    }
  }

  /**
   * Every planned parcel in one transaction, a slice per turn of the event loop (`saveRecords`); a
   * parcel whose reference the unique index still refuses (saved meanwhile by another request) fails alone.
   */
  async save(
    viewer: Viewer,
    rows: ParcelImportRow[],
    fail: FailRow,
    { actor, recordJob }: ImportSaveContext,
  ): Promise<void> {
    const at = this.deps.clock.now().toISOString();
    await saveRecords(
      this.deps.db,
      plannedRecords<PlannedParcel, ParcelImportRow>(byParcel(rows).values()),
      recordJob,
      (tx, slice) => this.insert(tx, viewer, slice, actor, at),
      (parcel) => {
        const reason = labelled(parcelColumn('customer_ref'), errorReason('PARCEL_REF_TAKEN'));
        for (const row of parcel.group) fail(row, reason);
      },
    );
  }

  private async insert(
    tx: Tx,
    viewer: Viewer,
    parcels: { plan: PlannedParcel }[],
    actor: Actor,
    at: string,
  ): Promise<void> {
    const saved = await this.deps.parcels.insertMany(
      tx,
      viewer,
      parcels.map(({ plan }) => plan),
      { status: 'draft', createdBy: viewer.accountId, at },
    );
    await this.deps.moves.createdMany(tx, viewer, saved, 'draft', actor, at);
  }
}

/** The sheets after the template's instructions: the hubs and the shipping methods to name. */
function templateLists(warehouses: Warehouse[], methods: ShippingMethodSummary[], lang: Lang): XlsxSheetSpec[] {
  const nameOf = (entry: { name_en: string; name_cn: string }) => (lang === 'zh_CN' ? entry.name_cn : entry.name_en);
  return [
    listSheet(
      TEXTS.hubsSheet[lang],
      [TEXTS.code[lang], TEXTS.name[lang], TEXTS.country[lang]],
      warehouses.filter((w) => w.is_active === 1).map((w) => [w.code, nameOf(w), w.country]),
      [16, 32, 10],
    ),
    listSheet(
      TEXTS.methodsSheet[lang],
      [TEXTS.hub[lang], TEXTS.code[lang], TEXTS.name[lang], TEXTS.courier[lang], TEXTS.deliveryTime[lang]],
      methods
        .filter((m) => m.enabled === 1)
        .map((m) => [m.warehouse_code, m.code, nameOf(m), m.courier, m.delivery_time]),
      [16, 22, 32, 16, 16],
    ),
  ];
}
