import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { ListTable } from './list-table';

interface Row {
  id: number;
  sku: string;
  barcode: string | null;
  tags: string[];
}

const rows: Row[] = [
  { id: 1, sku: 'A-1', barcode: null, tags: [] },
  { id: 2, sku: 'B-2', barcode: '6901', tags: ['x'] },
];

function renderTable(onPageChange = vi.fn(), page = 1, selectable = false, total = 45, totalCap?: number) {
  renderWithApp(
    <ListTable<Row>
      columns={[
        { key: 'sku', dataIndex: 'sku', title: 'SKU' },
        { key: 'barcode', dataIndex: 'barcode', title: 'Barcode' },
        { key: 'tags', title: 'Tags', render: (_, row) => row.tags.join(', ') },
        { key: 'group', title: 'Group', children: [{ key: 'inner', dataIndex: 'barcode', title: 'Inner' }] },
      ]}
      rowKey="id"
      rowName={(row) => `item ${row.sku}`}
      selection={selectable ? { selectedKeys: [], onChange: vi.fn() } : undefined}
      data={{ list: rows, total }}
      totalCap={totalCap}
      loading={false}
      page={page}
      pageSize={20}
      onPageChange={onPageChange}
    />,
  );
  return onPageChange;
}

describe('ListTable', { timeout: 20_000 }, () => {
  it("shows '-' in every empty cell, also in grouped columns and after a column's own render", () => {
    renderTable();
    const first = screen.getByText('A-1').closest('tr') as HTMLElement;
    expect(within(first).getAllByText('-')).toHaveLength(3);
    const second = screen.getByText('B-2').closest('tr') as HTMLElement;
    expect(within(second).queryByText('-')).toBeNull();
  });

  it('names each row checkbox after its row and the header checkbox in the UI language', () => {
    renderTable(vi.fn(), 1, true);
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['Select all', 'Select item A-1', 'Select item B-2']);
  });

  it('shows the total and offers the contract’s page sizes; a new size is reported', async () => {
    const onPageChange = renderTable();
    expect(screen.getByText('Total 45')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      ['10', '20', '30', '50', '100', '200'].map((n) => `${n} / page`),
    );
    fireEvent.click(screen.getByTitle('50 / page'));
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(1, 50));
  });

  it('says a total at the server’s cap is a lower bound (10,000+)', () => {
    renderTable(vi.fn(), 1, false, 10_000, 10_000);
    expect(screen.getByText('Total 10,000+')).toBeTruthy();
  });

  it('moves to the last page when the page shown is past it (its rows were deleted)', async () => {
    const onPageChange = renderTable(vi.fn(), 5);
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(3, 20));
  });
});
