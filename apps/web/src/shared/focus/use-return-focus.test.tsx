import { act, cleanup, render, screen } from '@testing-library/react';
import { type RefObject, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { followFocusOrigin } from './focus-origin';
import { useReturnFocus } from './use-return-focus';

followFocusOrigin();

/** An opener and a stand-in drawer: a panel that takes the focus while open. */
function Harness({ fallback, withOpener = true }: { fallback?: boolean; withOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const other = useRef<HTMLButtonElement>(null);
  return (
    <>
      {withOpener ? (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      ) : null}
      <button type="button" ref={other}>
        Bell
      </button>
      <Panel open={open} onClose={() => setOpen(false)} fallback={fallback ? other : undefined} />
    </>
  );
}

function Panel({
  open,
  onClose,
  fallback,
}: {
  open: boolean;
  onClose(): void;
  fallback?: RefObject<HTMLElement | null>;
}) {
  useReturnFocus(open, fallback);
  if (!open) return null;
  return (
    <div className="ant-drawer">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

afterEach(cleanup);

describe('useReturnFocus', () => {
  it('gives the focus back to the control that opened the drawer', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    act(() => opener.focus());
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where the user put it outside the drawer', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    act(() => opener.focus());
    act(() => opener.click());
    const bell = screen.getByRole('button', { name: 'Bell' });
    act(() => bell.focus());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.activeElement).toBe(bell);
  });

  it('falls back to the given control when the opener is gone', () => {
    const { rerender } = render(<Harness fallback />);
    const opener = screen.getByRole('button', { name: 'Open' });
    act(() => opener.focus());
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    rerender(<Harness fallback withOpener={false} />);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bell' }));
  });
});
