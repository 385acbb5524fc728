import type { Package } from '@portal/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** "1 × MUG-01, 2 × COASTER-02" with the units in all under it. */
export function PackageComponentsSummary({ item }: { item: Package }) {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      <span>
        {item.components
          .map((component) => t('packages.list.componentsSummary', { count: component.quantity, sku: component.sku }))
          .join(', ')}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('packages.list.unitsInAll', { count: item.units })}
      </Typography.Text>
    </Flex>
  );
}
