import { selfServiceOrder } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendPdf } from '../../http/send-file';
import { parcelExportRoutes } from './export/export-routes';
import { parcelImportRoutes } from './import/import-routes';
import { ParcelDocuments } from './labels/parcel-documents';
import { parcelParts } from './parcel-parts';

/** The merchant's self-service parcel orders: senders, quotes, save and pre-advise, cancel, interception, replies, reads, export and import. */
export function selfServiceOrderRoutes(core: Core): RouteBinding[] {
  const { parcelLookups, merchant, deps } = parcelParts(core);
  const { senders, saving, requests, reads } = merchant;
  const documents = new ParcelDocuments({ heavyWork: core.heavyWork, fileTasks: core.fileTasks }, reads);
  // The wallet's transactions (billing) name a parcel's hold and charge by its number.
  core.referenceNames.register('parcel', (customerId, ids) => parcelLookups.numbersOf(customerId, ids));
  return [
    route(selfServiceOrder.getParcelList, ({ viewer, query, lang }) => reads.list(viewer, query, lang)),
    route(selfServiceOrder.getParcelStatusCount, ({ viewer, query }) => reads.counts(viewer, query)),
    route(selfServiceOrder.getParcelDetail, ({ viewer, query, lang }) => reads.detail(viewer, query.id, lang)),
    route(selfServiceOrder.getParcelShippingOptions, ({ body, lang }) => saving.options(body, lang)),
    route(selfServiceOrder.saveParcel, ({ viewer, actor, body, lang }) => saving.save(viewer, actor, body, lang)),
    route(selfServiceOrder.submitParcels, ({ viewer, actor, body, lang }) =>
      saving.submit(viewer, actor, body.ids, lang),
    ),
    route(selfServiceOrder.cancelParcel, ({ viewer, actor, body }) =>
      requests.cancel(viewer, actor, body.id, body.reason),
    ),
    route(selfServiceOrder.requestParcelInterception, ({ viewer, actor, body }) =>
      requests.requestInterception(viewer, actor, body.id, body.reason),
    ),
    route(selfServiceOrder.replyParcelException, ({ viewer, body }) =>
      requests.replyException(viewer, body.id, body.exception_id, body.reply),
    ),
    route(selfServiceOrder.getSenders, ({ viewer }) => senders.list(viewer)),
    route(selfServiceOrder.saveSender, ({ viewer, body }) => senders.save(viewer, body)),
    route(selfServiceOrder.deleteSender, ({ viewer, body }) => senders.delete(viewer, body.id)),
    route(selfServiceOrder.printParcelLabel, async ({ viewer, query, lang, reply }) => {
      sendPdf(reply, await documents.label(viewer, query.id, lang));
    }),
    route(selfServiceOrder.printCustomsDeclaration, async ({ viewer, query, lang, reply }) => {
      sendPdf(reply, await documents.customsDeclaration(viewer, query.id, lang));
    }),
    ...parcelExportRoutes(core, { parcelLists: deps.parcelLists, reads }),
    ...parcelImportRoutes(core, deps),
  ];
}
