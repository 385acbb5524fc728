import { type ComponentType, createElement, type FunctionComponent, use } from 'react';
import { CodeLoadError } from './code-recovery';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P> {
  Component: FunctionComponent<P>;
  /** Starts fetching the code (once); a failure lets the next call try again. */
  preload(): Promise<Module<P>>;
}

/** A module without a component to render is code of another build, not one React can show. */
function checked<P>(module: Module<P> | undefined): Module<P> {
  const component: unknown = module?.default;
  if (typeof component === 'function' || (typeof component === 'object' && component !== null)) {
    return module as Module<P>;
  }
  throw new CodeLoadError('The loaded module has no component');
}

/**
 * A lazily loaded component whose code can be fetched ahead (app/first-screen does on a reload).
 * Once the code is in, it renders at once; React's `lazy` suspends on the first render even when
 * the code has arrived, which costs a render with the fallback, a commit and a paint for nothing.
 * Until then it suspends like `lazy`, for the nearest Suspense boundary. A failed download is
 * thrown to the nearest error boundary (`CodeErrorBoundary`) and not asked for again by the
 * renders that follow: only `preload()` tries again.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  let failed = false;
  const preload = () => {
    if (!pending || failed) {
      failed = false;
      pending = load()
        .then(checked)
        .then(
          (module) => {
            loaded = module;
            return module;
          },
          (error: unknown) => {
            failed = true;
            throw error;
          },
        );
      // A render reads a failure through `use`; an unasked preload's failure is nobody's to report.
      pending.catch(() => undefined);
    }
    return pending;
  };
  function Component(props: P) {
    const module = loaded ?? use(pending ?? preload());
    return createElement(module.default, props);
  }
  return { Component, preload };
}
