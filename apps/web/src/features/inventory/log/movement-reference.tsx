import type { StockMovementItem } from '@portal/contract';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailPath } from '../inventory-paths';

/** What a movement belongs to: an order links to its detail; a count by staff has none. */
export function MovementReference({ row }: { row: StockMovementItem }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (row.reference_type === null || row.reference_id === null) return <>{t('inventory.log.noReference')}</>;
  const name = t(`inventory.referenceTypes.${row.reference_type}`, { no: row.reference_no ?? row.reference_id });
  if (row.reference_type !== 'order') return <>{name}</>;
  return (
    <Link to={orderDetailPath(row.reference_id)} style={{ color: token.colorLink }}>
      {name}
    </Link>
  );
}
