import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, importFileProblem } from './import-files';

describe('importFileProblem', () => {
  it('accepts .xls and .xlsx files whose name is 3-64 characters, as the drop zone offers', () => {
    expect(IMPORT_ACCEPT).toBe('.xlsx,.xls');
    expect(importFileProblem('skus.xlsx')).toBeUndefined();
    expect(importFileProblem('OLD.XLS')).toBeUndefined();
    expect(importFileProblem(`${'a'.repeat(59)}.xlsx`)).toBeUndefined();
  });

  it('names the server’s error for a wrong type or length', () => {
    expect(importFileProblem('skus.csv')).toBe('INVALID_FILE_TYPE');
    expect(importFileProblem('skus.xlsm')).toBe('INVALID_FILE_TYPE');
    expect(importFileProblem(`${'a'.repeat(60)}.xlsx`)).toBe('IMPORT_FILE_NAME');
  });
});
