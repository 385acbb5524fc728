import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import type { StatementDocument } from './statement-document';
import { renderStatementPdf } from './statement-pdf';

/**
 * Start-up's warm-up: renders a small statement once, so the worker has loaded pdf-lib, HarfBuzz
 * and the Chinese font, and compiled the table drawing, before the first merchant asks (cold, that
 * was most of a 7–9 s first file).
 */
export interface WarmStatementTask {
  kind: 'warm';
}

export type RenderStatementTask = { kind: 'statement'; doc: StatementDocument } | WarmStatementTask;

const WARM_UP_LINES = 200;

function warmUpDocument(): StatementDocument {
  const at = new Date(0).toISOString();
  const lines = Array.from({ length: WARM_UP_LINES }, (_, id) => ({
    id,
    createdAt: at,
    reference: `SO${id} / 订单 ${id}`,
    remark: '运费 Fee',
    amount: -id,
    balanceAfter: id,
  }));
  return {
    month: '2000-01',
    customerId: 0,
    opening: 0,
    closing: 0,
    groups: [{ type: 'fulfilment_fee', lines, subtotal: 0 }],
    generatedAt: at,
    lang: 'zh_CN',
  };
}

serveTasks<RenderStatementTask, Uint8Array>(async (task) => {
  const pdf = await renderStatementPdf(task.kind === 'statement' ? task.doc : warmUpDocument());
  return { result: pdf, transfer: transferOf(pdf) };
});
