import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { readFilePart } from '../../../http/multipart';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { importPipelineOf } from '../../../platform/import/import-pipeline-of';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { SkuImport } from './sku-import';
import { TaxInfoImport } from './tax-info-import';

/** SKU imports (new SKUs, tax info) on the shared import pipeline, and their templates. */
export function importRoutes(core: Core, service: ProductService, products: ProductRepository): RouteBinding[] {
  const kinds = {
    product: new SkuImport(core.db, products, service, core.clock),
    sku_tax_info: new TaxInfoImport(core.db, products, core.clock),
  };
  core.imports.register(kinds.product);
  core.imports.register(kinds.sku_tax_info);
  const pipeline = importPipelineOf(core);
  return [
    route(product.importProduct, async ({ viewer, actor, request, lang }) =>
      pipeline.run(viewer, kinds.product, await readFilePart(request, 'file'), lang, { actor }),
    ),
    route(product.importUpdateSkuTaxInfo, async ({ viewer, actor, request, lang }) =>
      pipeline.run(viewer, kinds.sku_tax_info, await readFilePart(request, 'file'), lang, { actor }),
    ),
    route(product.downloadImportTemplate, async ({ viewer, query, lang, reply }) => {
      const download =
        query.kind === 'product'
          ? await pipeline.template(kinds.product, viewer, lang)
          : await pipeline.template(kinds.sku_tax_info, viewer, lang);
      sendXlsx(reply, download);
    }),
  ];
}
