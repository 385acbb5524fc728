import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n';
import { AppRoutes } from './app-routes';
import { AppThemeProvider } from './app-theme-provider';
import { NavigationBridge } from './navigation-bridge';
import { queryClient } from './query-client';
import { setupRequests } from './request-setup';

setupRequests(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <AntdApp>
            <BrowserRouter>
              <NavigationBridge />
              <AppRoutes />
            </BrowserRouter>
          </AntdApp>
        </AppThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
