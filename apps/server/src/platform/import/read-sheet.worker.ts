import { serveTasks } from '../heavy-work/serve-tasks';
import type { ImportColumn } from './import-columns';
import { type ImportSheetRow, readImportSheet } from './sheet-reader';

export interface ReadSheetTask {
  file: Uint8Array;
  columns: ImportColumn[];
  keyColumn: string;
}

serveTasks<ReadSheetTask, ImportSheetRow<string>[]>(async (task) => {
  const file = Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength);
  return { result: await readImportSheet(file, task.columns, task.keyColumn) };
});
