import { product, productFilterSchema } from '@portal/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { batchLinesFilter, choiceFilter, dateRangeFilter, idFilter, textFilter } from './filter-codecs';
import { defineList, filterIssues, filtersToForm, formToFilters } from './list-definition';

const list = defineList({
  id: 'codec-test',
  operation: product.getProductList,
  filterSchema: productFilterSchema,
  filters: {
    sku: batchLinesFilter(),
    name: textFilter(),
    category_id: idFilter(),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
  },
});

describe('filter codecs', () => {
  it('text: trimmed, blank left out', () => {
    const text = textFilter();
    expect(text.write('  mug ', 'name')).toEqual({ name: 'mug' });
    expect(text.write('   ', 'name')).toEqual({ name: undefined });
    expect(text.read({ name: 'mug' }, 'name')).toBe('mug');
  });

  it('choice: one of its choices from the address; a text typed outside them is no choice', () => {
    const status = choiceFilter(['bound', 'unbound']);
    expect(status.read({ bind_status: 'bound' }, 'bind_status')).toBe('bound');
    expect(status.read({ bind_status: 'BOUND' }, 'bind_status')).toBeUndefined();
    expect(status.write('unbound', 'bind_status')).toEqual({ bind_status: 'unbound' });
    expect(status.write(undefined, 'bind_status')).toEqual({ bind_status: undefined });
  });

  it('id: a number for the select, digits in the address; anything else is no id', () => {
    const id = idFilter();
    expect(id.read({ category_id: '12' }, 'category_id')).toBe(12);
    expect(id.read({ category_id: '1e3' }, 'category_id')).toBeUndefined();
    expect(id.write(12, 'category_id')).toEqual({ category_id: '12' });
    expect(id.write(undefined, 'category_id')).toEqual({ category_id: undefined });
  });

  it('batch lines: one per line, without blanks and repeats', () => {
    const lines = batchLinesFilter();
    expect(lines.write(' A-1 \r\n\nB-2\nA-1\n', 'sku')).toEqual({ sku: 'A-1\nB-2' });
    expect(lines.write('\n \n', 'sku')).toEqual({ sku: undefined });
  });

  it('date range: the picked days in the user’s zone as UTC instants of two parameters, either end open', () => {
    const range = dateRangeFilter({ from: 'created_from', to: 'created_to' });
    const written = range.write([dayjs('2026-03-01'), null], 'created');
    expect(written).toEqual({ created_from: dayjs('2026-03-01').startOf('day').toISOString(), created_to: undefined });
    const back = range.read({ created_to: dayjs('2026-03-31').endOf('day').toISOString() }, 'created');
    expect(back?.[0]).toBeNull();
    expect(back?.[1]?.format('YYYY-MM-DD')).toBe('2026-03-31');
    expect(range.read({}, 'created')).toBeUndefined();
  });

  it('date range in UTC: the picked days as whole UTC days, read back as the same dates', () => {
    const range = dateRangeFilter({ from: 'created_from', to: 'created_to', utc: true });
    const written = range.write([dayjs('2026-03-01'), dayjs('2026-03-31')], 'created');
    expect(written).toEqual({ created_from: '2026-03-01T00:00:00.000Z', created_to: '2026-03-31T23:59:59.999Z' });
    const back = range.read(written, 'created');
    expect(back?.map((day) => day?.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-31']);
  });
});

describe('a list definition', () => {
  it('turns the form into the address’s filters and back', () => {
    const filters = formToFilters(list, {
      sku: 'B-2\nA-1\nB-2',
      name: ' cup ',
      category_id: 7,
      created: [dayjs('2026-03-01'), dayjs('2026-03-31')],
    });
    expect(filters).toEqual({
      sku: 'B-2\nA-1',
      name: 'cup',
      category_id: '7',
      created_from: dayjs('2026-03-01').startOf('day').toISOString(),
      created_to: dayjs('2026-03-31').endOf('day').toISOString(),
    });
    const form = filtersToForm(list, filters);
    expect(form).toMatchObject({ sku: 'B-2\nA-1', name: 'cup', category_id: 7 });
    expect(form.created?.[1]?.format('YYYY-MM-DD')).toBe('2026-03-31');
    expect(filtersToForm(list, {})).toEqual({});
  });

  it('checks a filter field as the contract would check the address', () => {
    const tooMany = Array.from({ length: 5001 }, (_, i) => `S${i}`).join('\n');
    expect(filterIssues(list, 'sku', tooMany)?.message).toBe('v.batchLimit');
    expect(filterIssues(list, 'sku', 'A\nB')).toBeUndefined();
    expect(filterIssues(list, 'name', 'x'.repeat(300))).toBeDefined();
  });

  it('refuses a filter kept in a parameter the contract’s filter schema lacks', () => {
    expect(() =>
      defineList({
        id: 'broken',
        operation: product.getProductList,
        filterSchema: productFilterSchema,
        filters: { status: textFilter() },
      }),
    ).toThrow(/status/);
  });
});
