import type { InboundStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Preset colours the theme moves to 4.5:1 (antd's status presets — processing, success, warning —
 * stay under it), grouping the statuses: to do, on the way, at the warehouse, done, stopped.
 */
const COLORS: Record<InboundStatus, string> = {
  draft: 'default',
  submitted: 'gold',
  confirmed: 'geekblue',
  withdrawn: 'volcano',
  voided: 'red',
  future_receipt: 'geekblue',
  pending_qc: 'blue',
  to_be_shelved: 'blue',
  completed: 'green',
};

export function InboundStatusTag({ status }: { status: InboundStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="inbound-status">
      {t(`inbound.status.${status}`)}
    </Tag>
  );
}
