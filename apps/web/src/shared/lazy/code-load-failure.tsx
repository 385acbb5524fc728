import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentPage } from './code-recovery';
import './code-load-failure.css';

/**
 * The part of the screen that could not be shown, in the user's language, and the way back: a
 * reload. Plain markup and a Button: /login's entry carries it, and antd's Result would bring its
 * illustrations along.
 */
export function CodeLoadFailure({ codeMissing }: { codeMissing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="code-load-failure" role="alert">
      <h2>{t(codeMissing ? 'errors.codeMissingTitle' : 'errors.renderFailedTitle')}</h2>
      <p>{t(codeMissing ? 'errors.codeMissing' : 'errors.renderFailed')}</p>
      <Button type="primary" onClick={() => currentPage.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
