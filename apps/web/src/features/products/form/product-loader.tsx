import { type Product, product as productOps } from '@portal/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { PRODUCT_LIST_PATH } from './product-form-paths';

/** Loads one SKU for the edit form or the detail; a missing SKU leads back to the list. */
export function ProductLoader({ id, children }: { id: number; children: (product: Product) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useOperationQuery(productOps.getProductDetail, { id });
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Result
      status="warning"
      title={t('productForm.detail.notFound')}
      extra={<Button onClick={() => navigate(PRODUCT_LIST_PATH)}>{t('productForm.actions.back')}</Button>}
    />
  );
}
