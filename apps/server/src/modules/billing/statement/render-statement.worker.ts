import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import type { StatementDocument } from './statement-document';
import { renderStatementPdf } from './statement-pdf';

serveTasks<StatementDocument, Uint8Array>(async (doc) => {
  const pdf = await renderStatementPdf(doc);
  return { result: pdf, transfer: transferOf(pdf) };
});
