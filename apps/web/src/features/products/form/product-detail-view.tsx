import { EditOutlined } from '@ant-design/icons';
import type { Product } from '@portal/contract';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PRODUCT_LIST_PATH, productFormPath } from '../product-paths';
import { productDetailSections } from './product-detail-items';
import { WarehouseStockTable } from './warehouse-stock-table';

const COLUMNS: DescriptionsProps['column'] = { xs: 1, md: 2, xl: 3 };

/** The read-only detail of a SKU (`?id=&mode=view`) with the way to edit it. */
export function ProductDetailView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTab();
  const formatDateTime = useFormatDateTime();
  usePageTitle(keyTitle('productForm.titles.view', { sku: product.sku }));
  const sections = productDetailSections(product, t, i18n.language, formatDateTime);
  const described = (title: string, items: DescriptionsProps['items']) => (
    <Card title={title}>
      <Descriptions items={items} column={COLUMNS} />
    </Card>
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="product-detail-sku">
            {product.sku}
          </Typography.Title>
          <Space>
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(productFormPath({ id: product.id }))}
            >
              {t('productForm.actions.edit')}
            </Button>
            <Button onClick={() => void leave(PRODUCT_LIST_PATH)}>{t('productForm.actions.back')}</Button>
          </Space>
        </Flex>
      </Card>
      {described(t('productForm.sections.identity'), sections.identity)}
      {described(t('productForm.sections.description'), sections.description)}
      {described(t('productForm.sections.customs'), sections.customs)}
      {described(t('productForm.sections.physical'), sections.physical)}
      {described(t('productForm.sections.stockSettings'), sections.settings)}
      <Card title={t('productForm.sections.stock')}>
        <WarehouseStockTable product={product} />
      </Card>
      {described(t('productForm.sections.record'), sections.record)}
    </Flex>
  );
}
