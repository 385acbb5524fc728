import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PACKAGE_LIST_PATH } from './package-paths';

/** A package address that leads nowhere (unknown, another merchant's, deleted, or not an id at all). */
export function PackageNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('packages.detail.notFound')}
      extra={<Button onClick={() => void leave(PACKAGE_LIST_PATH)}>{t('packages.actions.back')}</Button>}
    />
  );
}
