import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import type { StatementDocument } from './statement-document';
import { renderStatementPdf } from './statement-pdf';

/**
 * Start-up's warm-up: renders an empty statement once, so the worker has loaded pdf-lib, HarfBuzz
 * and the Chinese font before the first merchant asks (cold, that was most of a 7–9 s first file).
 */
export interface WarmStatementTask {
  kind: 'warm';
}

export type RenderStatementTask = { kind: 'statement'; doc: StatementDocument } | WarmStatementTask;

serveTasks<RenderStatementTask, Uint8Array>(async (task) => {
  const pdf = await renderStatementPdf(
    task.kind === 'statement'
      ? task.doc
      : {
          month: '2000-01',
          customerId: 0,
          opening: 0,
          closing: 0,
          groups: [],
          generatedAt: new Date(0).toISOString(),
          lang: 'zh_CN',
        },
  );
  return { result: pdf, transfer: transferOf(pdf) };
});
