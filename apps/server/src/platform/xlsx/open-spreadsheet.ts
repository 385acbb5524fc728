import { DEFAULT_SPREADSHEET_LIMITS, type Spreadsheet, type SpreadsheetLimits } from './spreadsheet';
import { isCompoundFile, XlsWorkbook } from './xls-workbook';
import { XlsxWorkbook } from './xlsx-workbook';

/** The workbook in `file`, xlsx or legacy xls by its first bytes (not its name); undefined when it is neither. */
export function openSpreadsheet(
  file: Buffer,
  limits: SpreadsheetLimits = DEFAULT_SPREADSHEET_LIMITS,
): Spreadsheet | undefined {
  return isCompoundFile(file) ? XlsWorkbook.open(file, limits) : XlsxWorkbook.open(file, limits);
}
