import { readFile } from 'node:fs/promises';
import { serveTasks } from '../../platform/heavy-work/serve-tasks';
import { pdfActiveContent } from './pdf-active-content';

/** A received PDF voucher (its temp file's path) → the active-content name it carries, or null. */
serveTasks<{ path: string }, string | null>(async ({ path }) => ({
  result: pdfActiveContent(await readFile(path)) ?? null,
}));
