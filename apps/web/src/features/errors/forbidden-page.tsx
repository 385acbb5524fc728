import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from './back-home-button';

/** Shown inside the layout for a page the user's menu does not grant (spec section 6). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.forbiddenTitle')}
      subTitle={t('errors.forbidden')}
      extra={<BackHomeButton />}
    />
  );
}
