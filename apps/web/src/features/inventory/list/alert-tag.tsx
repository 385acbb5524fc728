import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Low stock" in words (and colour), with the warning quantity it fell below. */
export function AlertTag({ warning }: { warning: number }) {
  const { t } = useTranslation();
  return (
    <Tag color="error" icon={<WarningOutlined />}>
      {t('inventory.alert', { warning })}
    </Tag>
  );
}
