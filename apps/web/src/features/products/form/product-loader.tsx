import { type Product, product as productOps } from '@portal/contract';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { ProductNotFound } from './product-not-found';

/** Loads one SKU for the edit form or the detail; a missing SKU leads back to the list. */
export function ProductLoader({ id, children }: { id: number; children: (product: Product) => ReactNode }) {
  const detail = useOperationQuery(productOps.getProductDetail, { id });
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <ProductNotFound />;
}
