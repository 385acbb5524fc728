import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Component {
  sku: string;
  quantity: number;
}

/** The "Package" mark beside a package's code, wherever a package stands among SKUs. */
export function PackageTag() {
  const { t } = useTranslation();
  return (
    <Tag color="blue" style={{ marginInlineEnd: 4 }}>
      {t('orderForm.lines.packageTag')}
    </Tag>
  );
}

/** A package's components as one line of "code × units per package", in the order the package lists them. */
export function PackageComponentsText({ components }: { components: readonly Component[] }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {components
        .map((component) => t('orderForm.lines.componentOf', { sku: component.sku, quantity: component.quantity }))
        .join(', ')}
    </Typography.Text>
  );
}
