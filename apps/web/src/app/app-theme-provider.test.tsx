import { render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

function systemMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function openDialog() {
  render(
    <AppThemeProvider>
      <Modal open title="Delete 1 SKU">
        body
      </Modal>
    </AppThemeProvider>,
  );
  // The last one: a dialog closed by the test before may still be leaving.
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
}

describe('AppThemeProvider and the system motion setting', () => {
  afterEach(() => vi.restoreAllMocks());

  // Both start with a frame of antd's "prepare" step, which places the dialog where it will stand.
  it('animates a dialog in by default', async () => {
    systemMotion(false);
    const dialog = openDialog();
    await waitFor(() => expect(dialog.className).toMatch(/ant-zoom-appear-active/));
  });

  it('shows a dialog without its animation when the system asks for reduced motion', async () => {
    systemMotion(true);
    const dialog = openDialog();
    await waitFor(() => expect(dialog.className).not.toMatch(/ant-zoom/));
    expect(dialog.className).not.toMatch(/active/);
  });
});
