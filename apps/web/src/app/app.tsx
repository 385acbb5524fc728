import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import '../shared/focus/focus-ring.css';
import '../shared/forms/required-mark.css';
import { followFocusOrigin } from '../shared/focus/focus-origin';
import { i18n } from '../shared/i18n/i18n';
import { CodeErrorBoundary } from '../shared/lazy/code-error-boundary';
import { StyleCapture } from './antd-styles/style-capture';
import { AppRoutes } from './app-routes';
import { AppTextStyle, AppThemeProvider } from './app-theme-provider';
import { NavigationBridge } from './navigation-bridge';
import { setupRequests } from './request-setup';

setupRequests();
followFocusOrigin();

/**
 * The providers every page needs. TanStack Query and antd's App (modal, message and notification
 * hooks) are provided further in, by the guarded area and the shell, so /login does not load them.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      {/* The mode written out (antd-styles/capture-mode.ts), so other builds fold this away with StyleCapture. */}
      {import.meta.env.MODE === 'antd-styles' && <StyleCapture />}
      <AppThemeProvider>
        <AppTextStyle>
          <BrowserRouter>
            <NavigationBridge />
            {/* The guard's and the shell's code, and the public pages' (each tab's page has its own). */}
            <CodeErrorBoundary>
              <AppRoutes />
            </CodeErrorBoundary>
          </BrowserRouter>
        </AppTextStyle>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
