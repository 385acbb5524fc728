import { configure } from '@testing-library/react';

// A find or waitFor gives up after 1 s by default. A form's validation, its fake request and the
// re-render that follows took longer than that on a loaded 2-core machine, and tests failed there
// only (order-editor's "no shipping option fits"). A wait ends as soon as what it waits for shows;
// the test's own timeout stays the hang guard.
configure({ asyncUtilTimeout: 10_000 });

// antd measures elements; jsdom has no layout engine.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
