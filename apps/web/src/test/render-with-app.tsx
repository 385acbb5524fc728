import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import '../shared/i18n/i18n';
import '../shared/i18n/feature-texts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a component with what the app gives it: queries, antd's App context and a router. antd's
 * styles are kept out of the document (cssinjs's server mode): jsdom matched every rule of them for
 * each element Testing Library's role queries looked at, which took about half of a form test's time.
 */
export function renderWithApp(ui: ReactElement, { route = '/dashboard/workplace' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <StyleProvider mock="server">
        <AntdApp>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="/login" element={<div>login page</div>} />
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </AntdApp>
      </StyleProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
