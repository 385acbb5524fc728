import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { transaction } from '../../../db/transaction';
import type { Viewer } from '../../../kernel/viewer';
import type { Clock } from '../../../platform/clock';
import type {
  FailRow,
  ImportDefinition,
  ImportSaveContext,
  RowOutcome,
  ValidRow,
} from '../../../platform/import/import-definition';
import { chunks, inTurns, Turns } from '../../../platform/import/in-turns';
import { errorReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import type { MerchantCodeKind } from '../product-tables';
import { codeKey, codeTaken, type ParsedProduct, toProductValues } from '../product-values';
import { TEXTS } from './import-texts';
import { ProductRowReader } from './product-row';
import { ReferenceLookup } from './reference-lookup';
import { PRODUCT_COLUMNS, type ProductColumnKey } from './sku-columns';
import { skuTemplateLists } from './sku-template-lists';

type Row = ValidRow<ProductColumnKey, ParsedProduct>;

/**
 * SKUs inserted between turns of the event loop: 250 (a row, its categories and consumables each)
 * took 30-70 ms of SQLite and query building on a busy machine; 100 keep a turn well under that.
 */
const SAVE_SLICE = 100;
/** SKU codes or barcodes per look-up query during the check: on SQLite each query runs synchronously. */
const LOOKUP_SLICE = 1000;

/** New SKUs from a spreadsheet (spec 5 "Import"), each checked by the SKU form's own schema. */
export class SkuImport implements ImportDefinition<ProductColumnKey, ParsedProduct> {
  readonly kind = 'product';
  readonly permission = 'product' as const;
  readonly columns = PRODUCT_COLUMNS;
  readonly keyColumn = 'sku' as const;
  readonly uniqueColumns = ['sku', 'barcode'] as const;
  readonly template = {
    fileName: 'sku-import-template.xlsx',
    sheetName: TEXTS.productSheet,
    instructions: TEXTS.generalProduct,
    extraSheets: async (lang: 'en' | 'zh_CN') => skuTemplateLists((await this.service.references()).lists, lang),
  };

  constructor(
    private readonly db: Db,
    private readonly products: ProductRepository,
    private readonly service: ProductService,
    private readonly clock: Clock,
  ) {}

  async prepare(viewer: Viewer): Promise<(cells: Cells<ProductColumnKey>) => RowOutcome<ParsedProduct>> {
    const [references, settings] = await Promise.all([this.service.references(), this.service.settings(viewer)]);
    const reader = new ProductRowReader({
      lookup: new ReferenceLookup(references.lists),
      references,
      customerId: viewer.customerId,
      settings,
    });
    return (cells) => {
      const outcome = reader.read(cells);
      return outcome.product ? { value: outcome.product } : { reasons: outcome.reasons };
    };
  }

  /**
   * Codes the merchant has given out (to SKUs or packages) and barcodes its SKUs have: 1,000 codes a query, one query a turn (the two whole-file
   * queries and the loop after them held the event loop for 100-200 ms of a 5,000-row import).
   */
  async check(viewer: Viewer, rows: Row[], fail: FailRow): Promise<void> {
    const turns = new Turns();
    const codes = new Map<string, MerchantCodeKind>();
    for (const slice of chunks(rows, LOOKUP_SLICE)) {
      const keys = slice.map((r) => codeKey(r.value.sku));
      for (const [key, kind] of await this.products.takenCodes(viewer, keys)) codes.set(key, kind);
      await turns.take();
    }
    const barcodes = new Set<string>();
    for (const slice of chunks(rows, LOOKUP_SLICE)) {
      const keys = slice.flatMap((r) => (r.value.barcode ? [codeKey(r.value.barcode)] : []));
      for (const key of await this.service.takenBarcodeKeys(viewer, keys)) barcodes.add(key);
      await turns.take();
    }
    for (const row of rows) {
      await turns.pause();
      const { sku, barcode } = row.value;
      const holder = codes.get(codeKey(sku));
      if (holder) fail(row, errorReason(codeTaken(holder)));
      if (barcode && barcodes.has(codeKey(barcode))) fail(row, errorReason('UPC_EXISTS'));
    }
  }

  /**
   * All valid rows in one transaction. Should a unique index still refuse (another save of the same
   * code since the check), the rows are saved one by one so only the clashing one fails.
   */
  async save(viewer: Viewer, rows: Row[], fail: FailRow, { recordJob }: ImportSaveContext): Promise<void> {
    if (!rows.length) return;
    const at = this.clock.now().toISOString();
    try {
      await transaction(this.db, async (tx) => {
        await inTurns(rows, SAVE_SLICE, (slice) =>
          this.service.insertNew(
            tx,
            viewer,
            slice.map((r) => toProductValues(r.value)),
            at,
          ),
        );
        await recordJob(tx);
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    // Row by row, a turn after each: 5,000 one-row transactions resolve without waiting on anything.
    const turns = new Turns();
    for (const row of rows) {
      await turns.pause();
      try {
        await transaction(this.db, async (tx) => {
          await this.service.insertNew(tx, viewer, [toProductValues(row.value)], at);
          await recordJob(tx);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const holder = (await this.products.takenCodes(viewer, [codeKey(row.value.sku)])).get(codeKey(row.value.sku));
        fail(row, errorReason(holder ? codeTaken(holder) : 'UPC_EXISTS'));
      }
    }
  }
}
