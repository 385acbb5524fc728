import type { LabelSize } from '@portal/contract';
import { serveTasks, transferOf } from '../../../platform/heavy-work/serve-tasks';
import { type LabelContent, renderLabels } from './label-pdf';

export interface RenderLabelsTask {
  items: LabelContent[];
  size: LabelSize;
  copies: number;
}

serveTasks<RenderLabelsTask, Uint8Array>(async ({ items, size, copies }) => {
  const pdf = await renderLabels(items, size, copies);
  return { result: pdf, transfer: transferOf(pdf) };
});
