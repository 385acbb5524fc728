import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatformHead } from '../../shared/platform';
import { BackHomeButton } from './back-home-button';

/** The public /500 page, titled "Server error - ucenter". */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  usePlatformHead(t('errors.serverErrorPage'));
  return (
    <Result
      status="500"
      title={t('errors.serverErrorTitle')}
      subTitle={t('errors.serverError')}
      extra={<BackHomeButton />}
    />
  );
}
