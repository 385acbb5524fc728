import { billing } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendPdf, sendXlsx } from '../../http/send-file';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { orderBillingReads } from '../order';
import { walletReads } from '../wallet';
import { feeExportSheet } from './export/fee-export-sheet';
import { transactionExportSheet } from './export/transaction-export-sheet';
import { FulfillmentFeeReport } from './fee-report-service';
import { Statements } from './statement/statement-service';
import { BillingTransactions } from './transaction-service';

/** The billing pages of issue 12 owned here: transaction history, its export, the fee report, statements. */
export function billingRoutes(core: Core): RouteBinding[] {
  const wallet = walletReads(core);
  const orders = orderBillingReads(core);
  const transactions = new BillingTransactions(wallet, orders);
  const feeReport = new FulfillmentFeeReport(wallet, orders, core.config.feeCustomerId);
  const statements = new Statements({
    wallet,
    orders,
    heavyWork: core.heavyWork,
    fileTasks: core.fileTasks,
    clock: core.clock,
  });
  // Not awaited: the instance is ready at once, the worker loads beside it on another core.
  if (core.config.heavyWork.warmUp) void statements.warm();
  return [
    route(billing.getTransactionList, ({ viewer, query }) => transactions.list(viewer, query)),
    route(billing.getTransactionDetail, ({ viewer, query, lang }) => transactions.detail(viewer, query.id, lang)),
    route(billing.exportTransactions, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => transactions.matching(viewer, query, limit),
        sheets: (rows) => [transactionExportSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('Transactions', core.clock.now()), file });
    }),
    route(billing.getFulfillmentFeeList, ({ viewer, query, lang }) => feeReport.list(viewer, query, lang)),
    route(billing.exportFulfillmentFees, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => feeReport.matching(viewer, query, limit, lang),
        sheets: (rows) => [feeExportSheet(rows, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('FulfillmentFees', core.clock.now()), file });
    }),
    route(billing.getStatementMonths, ({ viewer }) => statements.months(viewer)),
    route(billing.getStatement, ({ viewer, query }) => statements.summary(viewer, query.month)),
    route(billing.downloadStatement, async ({ viewer, query, lang, reply }) => {
      const download = await statements.download(viewer, query.month, query.format, lang);
      if (query.format === 'pdf') sendPdf(reply, download);
      else sendXlsx(reply, download);
    }),
  ];
}
