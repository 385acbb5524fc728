// antd's CSS for the default theme, written ahead, before any other style (app/antd-styles/capture-mode.ts).
import './app/antd-styles/antd-static-styles.css';
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLinkToken } from './app/account-switch/link-token';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { startFirstScreen } from './app/first-screen';
import { i18nReady, storedLanguage } from './shared/i18n/i18n';

// Before the router reads the address: a session token in it must leave the address bar at once.
captureLinkToken();
startFirstScreen(window.location);

const root = document.getElementById('root');
// The stored language's texts come first, so the first paint is in that language. Should they fail
// to load, the app still starts, in English.
const textsReady = Promise.all([i18nReady, loadAntdLocale(storedLanguage())]).catch(() => undefined);
if (root) {
  void textsReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
