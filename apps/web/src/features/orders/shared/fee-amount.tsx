import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';

/**
 * A fulfilment fee in USD: until the parcel is measured at packing it is an estimate (spec 2: the
 * final fee is deducted from the measured weight), and says so in words, not only by a colour.
 */
export function FeeAmount({ cents, final }: { cents: number | null; final: boolean }) {
  const { t } = useTranslation();
  if (cents === null) return null;
  if (final) return <span>{formatCents(cents)}</span>;
  return (
    <Tooltip title={t('orderList.feeEstimateHint')}>
      <Space size={4} wrap>
        <span>{formatCents(cents)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="fee-estimate">
          ({t('orderLabels.estimate')})
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}
