import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { readFilePart } from '../../../http/multipart';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { ImportRepository } from './import-repository';
import { ImportService } from './import-service';

/** SKU imports (new SKUs, tax info), their templates and failed-rows downloads. */
export function importRoutes(core: Core, service: ProductService): RouteBinding[] {
  const imports = new ImportService(new ImportRepository(core.db), new ProductRepository(core.db), service, core.clock);
  return [
    route(product.importProduct, async ({ viewer, request, lang }) =>
      imports.importProducts(viewer, await readFilePart(request, 'file'), lang),
    ),
    route(product.importUpdateSkuTaxInfo, async ({ viewer, request, lang }) =>
      imports.importTaxInfo(viewer, await readFilePart(request, 'file'), lang),
    ),
    route(product.downloadImportTemplate, async ({ query, lang, reply }) => {
      sendXlsx(reply, await imports.template(query.kind, lang));
    }),
    route(product.downloadFailedRows, async ({ viewer, query, lang, reply }) => {
      sendXlsx(reply, await imports.failedRows(viewer, query.job_id, lang));
    }),
  ];
}
