import type { StockMovementItem } from '@portal/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** "for package GIFT-SET" under a cell, when the SKU moved as a component of a package an order line names (issue 27). */
function PackageNote({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="movement-package">
        {t('inventory.log.forPackage', { code })}
      </Typography.Text>
    </>
  );
}

/**
 * The SKU that moved and, when it moved as a component of a package an order line names, that
 * package: the lock of 2 coasters reads "COASTER-01, for package GIFT-SET".
 */
export function MovementSku({ row }: { row: StockMovementItem }) {
  return (
    <>
      {row.sku}
      {row.package_code ? <PackageNote code={row.package_code} /> : null}
    </>
  );
}

/**
 * The movement's type and, on a phone, the package it moved for: a phone shows no SKU column by
 * default, and a lock for a package read as a plain lock there.
 */
export function MovementTypeWithPackage({ row }: { row: StockMovementItem }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`inventory.movementTypes.${row.type}`)}
      {row.package_code ? <PackageNote code={row.package_code} /> : null}
    </>
  );
}
