import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from './back-home-button';

/** The public /500 page. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="500"
      title={t('errors.serverErrorTitle')}
      subTitle={t('errors.serverError')}
      extra={<BackHomeButton />}
    />
  );
}
