import type { ParcelStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Preset colours (moved to 4.5:1 by the theme) grouping the statuses as the order list does: to do, with the hub, on the way, done, trouble. */
const COLOUR: Record<ParcelStatus, string> = {
  draft: 'gold',
  pre_advised: 'blue',
  handed_over: 'blue',
  received: 'blue',
  shipped: 'geekblue',
  delivered: 'green',
  exception: 'red',
  returned: 'volcano',
  canceled: 'default',
};

export function ParcelStatusTag({ status }: { status: ParcelStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid="parcel-status" style={{ marginInlineEnd: 0 }}>
      {t(`parcels.status.${status}`)}
    </Tag>
  );
}
