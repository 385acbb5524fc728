import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from './back-home-button';

/** Both the public catch-all and the in-layout page for an unknown address. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result status="404" title={t('errors.notFoundTitle')} subTitle={t('errors.notFound')} extra={<BackHomeButton />} />
  );
}
