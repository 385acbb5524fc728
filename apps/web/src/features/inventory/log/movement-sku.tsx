import type { StockMovementItem } from '@portal/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The SKU that moved and, when it moved as a component of a package an order line names (issue 27),
 * that package: the lock of 2 coasters reads "COASTER-01, for package GIFT-SET".
 */
export function MovementSku({ row }: { row: StockMovementItem }) {
  const { t } = useTranslation();
  if (!row.package_code) return <>{row.sku}</>;
  return (
    <>
      {row.sku}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="movement-package">
        {t('inventory.log.forPackage', { code: row.package_code })}
      </Typography.Text>
    </>
  );
}
