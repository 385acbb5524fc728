import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>{`hello ${name}`}</p>;
}

describe('preloadable', () => {
  it('renders at once, without its fallback, when the code was fetched ahead', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const area = preloadable(load);
    await area.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <area.Component name="Erin" />
      </Suspense>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.getByText('hello Erin')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends like lazy until its code is in, and fetches it once', async () => {
    let finish: (module: { default: typeof Greeting }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (finish = resolve)));
    const area = preloadable(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <area.Component name="Erin" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    area.preload();
    await act(async () => finish({ default: Greeting }));
    expect(await screen.findByText('hello Erin')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const area = preloadable(load);
    await expect(area.preload()).rejects.toThrow('offline');
    await expect(area.preload()).resolves.toEqual({ default: Greeting });
  });
});
