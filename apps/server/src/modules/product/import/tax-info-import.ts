import type { Db } from '../../../db/database';
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
import { inTurns } from '../../../platform/import/in-turns';
import { errorReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import type { TaxInfoUpdate } from '../product-query';
import type { ProductRepository } from '../product-repository';
import { codeKey } from '../product-values';
import { TEXTS } from './import-texts';
import type { ProductColumnKey } from './sku-columns';
import { TAX_INFO_COLUMNS } from './sku-columns';
import { changesSomething, parseTaxInfoRow, type TaxInfoChanges } from './tax-info-row';

/** A row's new customs values, and (once checked) the id of the SKU it names. */
interface TaxInfoValue {
  sku: string;
  changes: TaxInfoChanges;
  id?: number;
}

type Row = ValidRow<ProductColumnKey, TaxInfoValue>;

/** SKUs updated between turns of the event loop. */
const SAVE_SLICE = 400;

/** Customs data of existing SKUs from a spreadsheet (`importUpdateSkuTaxInfo`): only filled cells change. */
export class TaxInfoImport implements ImportDefinition<ProductColumnKey, TaxInfoValue> {
  readonly kind = 'sku_tax_info';
  readonly permission = 'product' as const;
  readonly columns = TAX_INFO_COLUMNS;
  readonly keyColumn = 'sku' as const;
  readonly uniqueColumns = ['sku'] as const;
  readonly template = {
    fileName: 'sku-tax-info-template.xlsx',
    sheetName: TEXTS.taxInfoSheet,
    instructions: TEXTS.generalTaxInfo,
  };

  constructor(
    private readonly db: Db,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async prepare(): Promise<(cells: Cells<ProductColumnKey>) => RowOutcome<TaxInfoValue>> {
    return (cells) => {
      const outcome = parseTaxInfoRow(cells);
      return 'changes' in outcome ? { value: { sku: outcome.sku, changes: outcome.changes } } : outcome;
    };
  }

  /** Every SKU named must be one of the merchant's: one query for the whole file. */
  async check(viewer: Viewer, rows: Row[], fail: FailRow): Promise<void> {
    const ids = await this.products.idsBySkuKey(
      viewer,
      rows.map((r) => codeKey(r.value.sku)),
    );
    for (const row of rows) {
      row.value.id = ids.get(codeKey(row.value.sku));
      if (row.value.id === undefined) fail(row, errorReason('SKU_NOT_FOUND'));
    }
  }

  async save(viewer: Viewer, rows: Row[], _fail: FailRow, { recordJob }: ImportSaveContext): Promise<void> {
    const updates: TaxInfoUpdate[] = [];
    for (const { value } of rows) {
      if (value.id !== undefined && changesSomething(value.changes)) updates.push({ id: value.id, ...value.changes });
    }
    if (!updates.length) return;
    const at = this.clock.now().toISOString();
    await transaction(this.db, async (tx) => {
      await inTurns(updates, SAVE_SLICE, (slice) => this.products.updateTaxInfo(viewer, slice, at, tx));
      await recordJob(tx);
    });
  }
}
