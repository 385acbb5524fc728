// antd's CSS of the sign-in page for the default theme, written ahead, before any other style
// (app/antd-styles/capture-mode.ts); the other areas' sheets load with them.
import './app/antd-styles/antd-sign-in-styles.css';
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLinkToken } from './app/account-switch/link-token';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { startFirstScreen } from './app/first-screen';
import { i18nReady, storedLanguage } from './shared/i18n/i18n';

/**
 * How long the first render waits for the first screen's code. Rendered before it is in, the guard,
 * the shell and the page each show a loading fallback first, and React holds back what replaces a
 * fallback until 0.3 s after it was shown; past this wait (a slow network), the loading page is better
 * than a blank one.
 */
const FIRST_SCREEN_CODE_WAIT_MS = 800;

// Before the router reads the address: a session token in it must leave the address bar at once.
captureLinkToken();
const firstScreenCode = startFirstScreen(window.location);

const root = document.getElementById('root');
// The stored language's texts come first, so the first paint is in that language. Should they fail
// to load, the app still starts, in English.
const textsReady = Promise.all([i18nReady, loadAntdLocale(storedLanguage())]).catch(() => undefined);
const codeReady = Promise.race([
  firstScreenCode,
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_CODE_WAIT_MS)),
]);
if (root) {
  void Promise.all([textsReady, codeReady]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
