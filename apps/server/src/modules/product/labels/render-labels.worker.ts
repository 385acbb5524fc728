import type { LabelSize } from '@portal/contract';
import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import { type LabelContent, renderLabels } from './label-pdf';

export interface RenderLabelsTask {
  items: LabelContent[];
  size: LabelSize;
}

serveTasks<RenderLabelsTask, Uint8Array>(async ({ items, size }) => {
  const pdf = await renderLabels(items, size);
  return { result: pdf, transfer: transferOf(pdf) };
});
