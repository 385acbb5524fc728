import { productFilterSchema } from '@portal/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '../../../shared/list/list-url-state';
import { fromFilterForm, toFilterForm } from './product-filters';

describe('product filters', () => {
  it('keep batch SKUs, ids and the created range through the address', () => {
    const filters = fromFilterForm({
      sku: ' A-1 \n\nB-2\nA-1\n',
      name: '  mug ',
      category_id: 12,
      created: [dayjs('2026-03-01'), dayjs('2026-03-31')],
    });
    expect(filters.sku).toBe('A-1\nB-2');
    expect(filters.name).toBe('mug');
    expect(filters.category_id).toBe('12');
    expect(filters.barcode).toBeUndefined();
    expect(filters.created_from).toBe(dayjs('2026-03-01').startOf('day').toISOString());
    expect(filters.created_to).toBe(dayjs('2026-03-31').endOf('day').toISOString());

    const url = writeListState(new URLSearchParams(), productFilterSchema, { filters, page: 1, pageSize: 20 });
    const back = readListState(new URLSearchParams(url.toString()), productFilterSchema);
    expect(back.filters).toEqual(Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)));

    const form = toFilterForm(back.filters);
    expect(form.sku).toBe('A-1\nB-2');
    expect(form.category_id).toBe(12);
    expect(form.created?.[0]?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(form.created?.[1]?.format('YYYY-MM-DD')).toBe('2026-03-31');
  });

  it('leaves out empty fields', () => {
    expect(Object.values(fromFilterForm({ sku: '\n \n', name: ' ' })).filter(Boolean)).toEqual([]);
  });
});
