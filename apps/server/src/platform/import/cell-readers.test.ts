import type { Localized } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FirstRowFill, RowCells } from './cell-readers';
import { columnBuilders, columnTable } from './column-table';

type Key = 'ref' | 'city' | 'kind' | 'qty';
const { text, number } = columnBuilders<Key>();
const rule = { en: '', zh_CN: '' };
const TABLE = columnTable('test', [
  text('ref', 'Reference', '参考号', rule, { required: true }),
  text('city', 'City', '城市', rule),
  text('kind', 'Kind', '类型', rule, { required: true, select: true }),
  number('qty', 'Quantity', '数量', rule),
]);
const KINDS = new Map([['box', 'box']]);

describe('FirstRowFill', () => {
  it('fills a record’s later rows from its first row and names the cell that differs', () => {
    const fill = new FirstRowFill([TABLE.column('city'), TABLE.column('kind')], TABLE.column('ref'));
    const reasons: Localized[] = [];
    const first = { ref: 'A', city: 'Berlin', kind: 'box' };
    fill.fill('A', 2, first, { ...first }, reasons);
    const later = { ref: 'A', kind: 'bag', qty: '3' };
    const into = { ...later };
    fill.fill('A', 3, later, into, reasons);
    expect(into).toEqual({ ref: 'A', city: 'Berlin', kind: 'bag', qty: '3' });
    expect(reasons.map((reason) => reason.en)).toEqual(['Kind differs from row 2 with the same Reference']);
  });
});

describe('RowCells', () => {
  it('says each column once: a choice empty or unknown, a required cell, then the schema’s other issues', () => {
    const empty = new RowCells<Key>({ city: 'Paris' }, TABLE);
    expect(empty.choice('kind', (word) => KINDS.get(word))).toBeUndefined();
    empty.required('ref');
    const parsed = z
      .object({ ref: z.string(), qty: z.number().int({ message: 'v.wholeNumber' }) })
      .safeParse({ qty: 1.5 });
    empty.schemaIssues(parsed.error?.issues ?? [], (path) => TABLE.byKey.get(String(path.at(-1)) as Key));
    expect(empty.reasons.map((reason) => reason.en)).toEqual([
      'please select Kind',
      'please input Reference',
      'Quantity: Must be a whole number',
    ]);

    const unknown = new RowCells<Key>({ kind: 'crate', city: 'Atlantis' }, TABLE);
    expect(unknown.choice('kind', (word) => KINDS.get(word))).toBeUndefined();
    expect(unknown.optionalChoice('city', () => undefined)).toBeUndefined();
    expect(unknown.reasons.map((reason) => reason.en)).toEqual([
      'Kind: This option does not exist, choose another',
      'City: Choose one of the options',
    ]);
  });

  it('reads a yes/no cell and refuses anything else', () => {
    const yes = new RowCells<Key>({ city: '是' }, TABLE);
    expect(yes.flag('city')).toBe(true);
    const other = new RowCells<Key>({ city: 'maybe' }, TABLE);
    expect(other.flag('city')).toBe(false);
    expect(other.reasons.map((reason) => reason.en)).toEqual(['City: Choose one of the options']);
  });
});
