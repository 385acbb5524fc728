import { serveTasks, transferOf } from '../heavy-work/serve-tasks';
import { writeXlsx, type XlsxSheetSpec } from './xlsx-writer';

serveTasks<XlsxSheetSpec[], Uint8Array>((sheets) => {
  const file = writeXlsx(sheets);
  return { result: file, transfer: transferOf(file) };
});
