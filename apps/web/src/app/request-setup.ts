import { configureRequests } from '../shared/api/request';
import { toastError } from '../shared/feedback/toast';
import { i18n } from '../shared/i18n/i18n';
import { apiLang } from '../shared/i18n/languages';
import { clearSessionCaches } from '../shared/session/session-cache';
import { clearToken, getToken } from '../shared/storage/storage-keys';
import { navigateTo } from './navigation';
import { isHomeOrLayoutPath, loginUrl } from './paths';

/** antd's Modal loads on first use (as the toasts do), so /login does not download it up front. */
const loadModal = () => import('antd/es/modal').then((m) => m.default);

let expiredModalOpen = false;
let timeoutModalOpen = false;

/** Wires the request layer to the session, the language and antd's modal and toast (spec 7 and 8). */
export function setupRequests(): void {
  configureRequests({
    baseUrl: import.meta.env.VITE_API_BASE ?? '',
    token: getToken,
    lang: () => apiLang(i18n.language),
    onError: (msg) => {
      toastError(msg === 'network' ? i18n.t('request.network') : msg);
    },
    onTimeout: () => {
      if (timeoutModalOpen) return;
      timeoutModalOpen = true;
      void loadModal().then((Modal) =>
        Modal.error({
          title: i18n.t('request.timeoutTitle'),
          content: i18n.t('request.timeout'),
          okText: i18n.t('common.ok'),
          onOk: () => {
            timeoutModalOpen = false;
          },
        }),
      );
    },
    onSessionExpired: () => {
      // Signed out already (a page still refreshing as the shell goes): there is no session to lose.
      if (!getToken()) return;
      const { pathname, search } = window.location;
      if (isHomeOrLayoutPath(pathname)) {
        endSession();
        navigateTo(loginUrl(), true);
        return;
      }
      if (expiredModalOpen) return;
      expiredModalOpen = true;
      void loadModal().then((Modal) =>
        Modal.warning({
          title: i18n.t('request.expiredTitle'),
          content: i18n.t('request.expired'),
          okText: i18n.t('request.loginAgain'),
          keyboard: false,
          onOk: () => {
            expiredModalOpen = false;
            endSession();
            navigateTo(loginUrl(pathname + search), true);
          },
        }),
      );
    },
  });
}

export function endSession(): void {
  clearToken();
  clearSessionCaches();
}
