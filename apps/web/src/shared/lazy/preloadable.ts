import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P> {
  Component: FunctionComponent<P>;
  /** Starts fetching the code (once); a failure lets the next call try again. */
  preload(): Promise<Module<P>>;
}

/**
 * A lazily loaded component whose code can be fetched ahead (app/first-screen does on a reload).
 * Once the code is in, it renders at once; React's `lazy` suspends on the first render even when
 * the code has arrived, which costs a render with the fallback, a commit and a paint for nothing.
 * Until then it suspends like `lazy`, for the nearest Suspense boundary.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Component(props: P) {
    const module = loaded ?? use(preload());
    return createElement(module.default, props);
  }
  return { Component, preload };
}
