import { inbound } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendPdf, sendXlsx } from '../../../http/send-file';
import { productApi } from '../../product';
import { InboundDocuments, type LoadBooking } from './document-service';

/**
 * The booking's downloads: step 2's product list, step 4's packing list (xlsx or PDF) and shipping
 * marks. The inbound module's routes include these, giving how a booking is loaded for the viewer.
 */
export function inboundDocumentRoutes(core: Core, loadBooking: LoadBooking): RouteBinding[] {
  const documents = new InboundDocuments(
    { heavyWork: core.heavyWork, fileTasks: core.fileTasks, now: () => core.clock.now() },
    loadBooking,
    productApi(core),
  );
  // Not awaited: the instance is ready at once, the worker loads beside it on another core.
  if (core.config.heavyWork.warmUp) void documents.warm();
  return [
    route(inbound.downloadProductList, async ({ viewer, query, lang, reply }) => {
      sendXlsx(reply, await documents.productList(viewer, query.skus, query.quantities, lang));
    }),
    route(inbound.downloadPackingList, async ({ viewer, query, lang, reply }) => {
      const download = await documents.packingList(viewer, query.id, query.format, lang);
      if (query.format === 'pdf') sendPdf(reply, download);
      else sendXlsx(reply, download);
    }),
    route(inbound.downloadShippingMarks, async ({ viewer, query, lang, reply }) => {
      sendPdf(reply, await documents.shippingMarks(viewer, query.id, lang));
    }),
  ];
}
