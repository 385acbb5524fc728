import { type Package, product } from '@portal/contract';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { PackageNotFound } from './package-not-found';
import { packageIdOf } from './package-paths';

/** Loads the package of the address (`?id=`) for the form or the detail; a missing one leads back to the list. */
export function PackageLoader({ children }: { children: (saved: Package) => ReactNode }) {
  const [params] = useSearchParams();
  const id = packageIdOf(params);
  const valid = typeof id === 'number';
  const detail = useOperationQuery(product.getPackageDetail, { id: valid ? id : 0 }, { enabled: valid, silent: true });
  if (!valid) return <PackageNotFound />;
  if (detail.data) return children(detail.data);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <PackageNotFound />;
}
