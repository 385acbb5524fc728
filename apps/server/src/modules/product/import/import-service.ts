import type { ImportKind, ImportResult, Lang, Localized } from '@portal/contract';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import type { FilePart } from '../../../http/multipart';
import { requirePermission, type Viewer } from '../../../http/viewer';
import type { Clock } from '../../../platform/clock';
import { ProductReferences } from '../product-references';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { codeKey, type ParsedProduct, toProductValues } from '../product-values';
import type { FailedRow, ImportRepository } from './import-repository';
import { reason } from './import-texts';
import { failedRowsWorkbook, templateWorkbook } from './import-workbooks';
import { ProductRowReader } from './product-row';
import { ReferenceLookup } from './reference-lookup';
import { errorReason } from './row-reasons';
import { readImportSheet, receiveImportFile, type SheetRow } from './sheet-reader';
import { PRODUCT_COLUMNS, type ProductColumnKey, TAX_INFO_COLUMNS } from './sku-columns';
import { changesSomething, parseTaxInfoRow, type TaxInfoChanges } from './tax-info-row';

/** The import result shows this many failures at once; the job keeps them all for the download. */
const FAILURES_SHOWN = 100;

interface RowState<T> {
  sheetRow: SheetRow<ProductColumnKey>;
  value?: T;
  reasons: Localized[];
}

export const IMPORT_COLUMNS = { product: PRODUCT_COLUMNS, sku_tax_info: TAX_INFO_COLUMNS } as const;

/**
 * SKU imports from xlsx (spec 5 "Import"): new SKUs, and the customs data of existing ones. Each
 * row is saved whole or not at all; the rows that fail are kept with the job, with their reasons.
 */
export class ImportService {
  constructor(
    private readonly imports: ImportRepository,
    private readonly products: ProductRepository,
    private readonly service: ProductService,
    private readonly clock: Clock,
  ) {}

  async template(kind: ImportKind, lang: Lang): Promise<{ fileName: string; file: Buffer }> {
    const lists = kind === 'product' ? await this.imports.referenceLists() : undefined;
    return {
      fileName: kind === 'product' ? 'sku-import-template.xlsx' : 'sku-tax-info-template.xlsx',
      file: templateWorkbook(kind, IMPORT_COLUMNS[kind], lists, lang),
    };
  }

  async failedRows(viewer: Viewer, jobId: number, lang: Lang): Promise<{ fileName: string; file: Buffer }> {
    const job = await this.imports.findJob(viewer, jobId);
    if (!job || !isImportKind(job.kind)) throw new AppError('NOT_FOUND');
    // Both kinds are SKU imports; another kind of import would name its own permission here.
    requirePermission(viewer, 'product');
    return {
      fileName: `import-failed-rows-${job.id}.xlsx`,
      file: failedRowsWorkbook(IMPORT_COLUMNS[job.kind], job.failedRows, lang),
    };
  }

  async importProducts(viewer: Viewer, part: FilePart, lang: Lang): Promise<ImportResult> {
    const { name, file } = await receiveImportFile(part);
    const sheetRows = readImportSheet(file, PRODUCT_COLUMNS, lang);
    const [lists, references, settings] = await Promise.all([
      this.imports.referenceLists(),
      ProductReferences.load(this.products),
      this.service.settings(viewer),
    ]);
    const reader = new ProductRowReader({
      lookup: new ReferenceLookup(lists),
      references,
      customerId: viewer.customerId,
      settings,
    });
    const rows: RowState<ParsedProduct>[] = sheetRows.map((sheetRow) => {
      const outcome = reader.read(sheetRow.cells);
      return { sheetRow, value: outcome.product, reasons: outcome.reasons };
    });
    markRepeats(rows, 'sku', 'skuRepeated');
    markRepeats(rows, 'barcode', 'barcodeRepeated');
    await this.markTaken(viewer, rows);
    await this.insertValid(viewer, rows);
    return this.finish(viewer, 'product', name, rows, lang);
  }

  async importTaxInfo(viewer: Viewer, part: FilePart, lang: Lang): Promise<ImportResult> {
    const { name, file } = await receiveImportFile(part);
    const sheetRows = readImportSheet(file, TAX_INFO_COLUMNS, lang);
    const rows: RowState<TaxInfoChanges>[] = sheetRows.map((sheetRow) => {
      const outcome = parseTaxInfoRow(sheetRow.cells);
      return { sheetRow, value: 'changes' in outcome ? outcome.changes : undefined, reasons: outcome.reasons };
    });
    markRepeats(rows, 'sku', 'skuRepeated');
    await this.imports.transaction(async (trx) => {
      const keys = rows.flatMap((r) => (r.value && r.sheetRow.cells.sku ? [codeKey(r.sheetRow.cells.sku)] : []));
      const ids = await this.imports.idsBySkuKey(viewer, keys, trx);
      const updates = [];
      for (const row of rows) {
        if (!row.value) continue;
        const id = ids.get(codeKey(row.sheetRow.cells.sku ?? ''));
        if (id === undefined) fail(row, errorReason('SKU_NOT_FOUND'));
        else if (changesSomething(row.value)) updates.push({ id, ...row.value });
      }
      await this.imports.updateTaxInfo(viewer, updates, this.clock.now().toISOString(), trx);
    });
    return this.finish(viewer, 'sku_tax_info', name, rows, lang);
  }

  /** SKUs and barcodes the merchant already has: one query each for the whole file. */
  private async markTaken(viewer: Viewer, rows: RowState<ParsedProduct>[]): Promise<void> {
    const valid = rows.filter((r) => r.value);
    const [skus, barcodes] = await Promise.all([
      this.products.takenSkuKeys(
        viewer,
        valid.map((r) => codeKey((r.value as ParsedProduct).sku)),
      ),
      this.products.takenBarcodeKeys(
        viewer,
        valid.flatMap((r) => (r.value?.barcode ? [codeKey(r.value.barcode)] : [])),
      ),
    ]);
    for (const row of valid) {
      const product = row.value as ParsedProduct;
      if (skus.has(codeKey(product.sku))) fail(row, errorReason('SKU_EXISTS'));
      if (product.barcode && barcodes.has(codeKey(product.barcode))) fail(row, errorReason('UPC_EXISTS'));
    }
  }

  /**
   * All valid rows in one transaction. Should a unique index still refuse (another save of the same
   * code since the check), the rows are saved one by one so only the clashing one fails.
   */
  private async insertValid(viewer: Viewer, rows: RowState<ParsedProduct>[]): Promise<void> {
    const valid = rows.filter((r) => r.value);
    if (!valid.length) return;
    const at = this.clock.now().toISOString();
    const itemOf = (row: RowState<ParsedProduct>) => toProductValues(row.value as ParsedProduct);
    try {
      await this.products.transaction((trx) => this.products.insertMany(viewer, valid.map(itemOf), at, trx));
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    for (const row of valid) {
      try {
        await this.products.transaction((trx) => this.products.insertMany(viewer, [itemOf(row)], at, trx));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const skuTaken = (await this.products.takenSkuKeys(viewer, [codeKey((row.value as ParsedProduct).sku)])).size;
        fail(row, errorReason(skuTaken ? 'SKU_EXISTS' : 'UPC_EXISTS'));
      }
    }
  }

  private async finish<T>(
    viewer: Viewer,
    kind: ImportKind,
    fileName: string,
    rows: RowState<T>[],
    lang: Lang,
  ): Promise<ImportResult> {
    const failed: FailedRow[] = rows
      .filter((r) => r.reasons.length)
      .map((r) => ({ row: r.sheetRow.row, cells: r.sheetRow.cells as Record<string, string>, reasons: r.reasons }));
    const jobId = await this.imports.insertJob(viewer, {
      kind,
      fileName: fileName.slice(0, 255),
      total: rows.length,
      succeeded: rows.length - failed.length,
      failedRows: failed,
      at: this.clock.now().toISOString(),
    });
    return {
      job_id: jobId,
      total: rows.length,
      success: rows.length - failed.length,
      failed: failed.length,
      failures: failed.slice(0, FAILURES_SHOWN).map((f) => ({
        row: f.row,
        sku: f.cells.sku ?? '',
        reasons: f.reasons.map((r) => r[lang]),
      })),
    };
  }
}

function isImportKind(kind: string): kind is ImportKind {
  return Object.hasOwn(IMPORT_COLUMNS, kind);
}

function fail<T>(row: RowState<T>, why: Localized): void {
  row.value = undefined;
  row.reasons.push(why);
}

/** A code already used by an earlier row of the file: the later row fails, naming the earlier one. */
function markRepeats<T>(rows: RowState<T>[], column: 'sku' | 'barcode', key: 'skuRepeated' | 'barcodeRepeated'): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    const code = row.sheetRow.cells[column];
    if (!code) continue;
    const seen = first.get(codeKey(code));
    if (seen === undefined) first.set(codeKey(code), row.sheetRow.row);
    else fail(row, reason(key, { row: seen }));
  }
}
