import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../shared/routing/home-path';

/** Home is guarded: a signed-out visitor is taken to the login page from there. */
export function BackHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
      {t('errors.backHome')}
    </Button>
  );
}
