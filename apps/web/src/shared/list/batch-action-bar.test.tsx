import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { BatchActionBar } from './batch-action-bar';

describe('BatchActionBar', { timeout: 20_000 }, () => {
  it("answers 'No selected data!' when nothing is selected, and does not run the action", async () => {
    const run = vi.fn();
    renderWithApp(
      <BatchActionBar selectedKeys={[]} onClear={vi.fn()} actions={[{ key: 'd', label: 'Delete', run }]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No selected data!')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByTestId('list-selection')).toBeNull();
  });

  it('runs the action with the selected keys and shows how many are selected', () => {
    const run = vi.fn();
    const onClear = vi.fn();
    renderWithApp(
      <BatchActionBar selectedKeys={[3, 5]} onClear={onClear} actions={[{ key: 'd', label: 'Delete', run }]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith([3, 5]);
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
  });
});
