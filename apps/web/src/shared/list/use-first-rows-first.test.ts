import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, useFirstRowsFirst } from './use-first-rows-first';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));

describe('a table’s first rows first', () => {
  it('shows a screenful of a long page first, then every row', () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useFirstRowsFirst(rows(20));
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(FIRST_ROWS);
    expect(result.current).toHaveLength(20);
  });

  it('shows a short page whole at once, and every row of the pages after the first long one', () => {
    const seen: number[] = [];
    const { rerender } = renderHook(
      ({ list }: { list: { id: number }[] | undefined }) => {
        const shown = useFirstRowsFirst(list);
        seen.push(shown.length);
        return shown;
      },
      { initialProps: { list: undefined as { id: number }[] | undefined } },
    );
    rerender({ list: rows(5) });
    expect(seen.slice(0, 2)).toEqual([0, 5]);
    rerender({ list: rows(30) });
    expect(seen.at(-1)).toBe(30);
    const afterFirstLong = seen.length;
    rerender({ list: rows(12) });
    expect(seen.length).toBeGreaterThan(afterFirstLong);
    expect(seen.slice(afterFirstLong)).toEqual(seen.slice(afterFirstLong).map(() => 12));
  });
});
