import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/money';

/**
 * A fee in USD: until the parcel is measured (at packing for an order, at the hub for a parcel
 * order) it is an estimate, and says so in words, not only by a colour. `hint` says when the final
 * fee comes; no amount (a canceled parcel order) shows nothing.
 */
export function FeeAmount({ cents, final, hint }: { cents: number | null; final: boolean; hint: string }) {
  const { t } = useTranslation();
  if (cents === null) return null;
  if (final) return <span>{formatCents(cents)}</span>;
  return (
    <Tooltip title={hint}>
      <Space size={4} wrap>
        <span>{formatCents(cents)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="fee-estimate">
          ({t('orderLabels.estimate')})
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}
