import { TOP_UP_CREDIT_TIME, topUp } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendFile, sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { topUpParts } from './top-up-parts';
import { topUpSheet } from './top-up-sheet';
import { readVoucherPart } from './voucher-part';

/** The merchant's top-ups: where to pay, submitting a voucher, and the records (list, detail, export, voucher). */
export function topUpRoutes(core: Core): RouteBinding[] {
  const { service, topUps } = topUpParts(core);
  // The wallet's transaction list names a top-up's credit by the record's number.
  core.referenceNames.register('top_up', (customerId, ids) => topUps.numbersOf(customerId, ids));
  core.onboarding.register(
    'top_up',
    'top_up',
    async (scope) => (await topUps.count(scope, { status: 'received' })) > 0,
  );
  return [
    route(topUp.getReceivingAccounts, async ({ query, lang }) => ({
      accounts: await service.receivingAccounts(query),
      credit_time: TOP_UP_CREDIT_TIME[lang],
    })),
    route(topUp.submit, async ({ viewer, actor, request }) =>
      service.submit(viewer, actor, await readVoucherPart(request)),
    ),
    route(topUp.getList, ({ viewer, query }) => service.list(viewer, query)),
    route(topUp.getDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(topUp.exportTopUp, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: (rows) => [topUpSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('TopUp', core.clock.now()), file });
    }),
    route(topUp.downloadVoucher, async ({ viewer, query, reply }) => {
      const voucher = await service.voucher(viewer, query.id);
      sendFile(reply, voucher, voucher.mime);
    }),
  ];
}
