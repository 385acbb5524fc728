import type { InboundStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InboundStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  confirmed: 'blue',
  withdrawn: 'warning',
  voided: 'error',
  future_receipt: 'cyan',
  pending_qc: 'purple',
  to_be_shelved: 'geekblue',
  completed: 'success',
};

export function InboundStatusTag({ status }: { status: InboundStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="inbound-status">
      {t(`inbound.status.${status}`)}
    </Tag>
  );
}
