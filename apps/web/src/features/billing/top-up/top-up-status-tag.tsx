import type { TopUpStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<TopUpStatus, string> = { pending: 'gold', received: 'green', rejected: 'red' };

export function TopUpStatusTag({ status }: { status: TopUpStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid="top-up-status">
      {t(`topUp.statuses.${status}`)}
    </Tag>
  );
}
