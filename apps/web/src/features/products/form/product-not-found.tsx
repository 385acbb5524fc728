import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PRODUCT_LIST_PATH } from '../product-paths';

/** A SKU address that leads nowhere (unknown, another merchant's, or not an id at all). */
export function ProductNotFound() {
  const { t } = useTranslation();
  const leave = useLeaveTab();
  return (
    <Result
      status="warning"
      title={t('productForm.detail.notFound')}
      extra={<Button onClick={() => void leave(PRODUCT_LIST_PATH)}>{t('productForm.actions.back')}</Button>}
    />
  );
}
