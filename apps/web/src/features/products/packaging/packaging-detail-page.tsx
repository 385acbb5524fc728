import { EditOutlined } from '@ant-design/icons';
import { type Packaging, product } from '@portal/contract';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { Allowed } from '../../../shared/session/allowed';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PackagingLoader } from './packaging-loader';
import { PACKAGING_LIST_PATH, packagingFormPath } from './packaging-paths';
import { PackagingStockTable } from './packaging-stock';
import { PackagingStockLog } from './packaging-stock-log';
import { sidesOf } from './use-packaging-columns';

const COLUMNS: DescriptionsProps['column'] = { xs: 1, md: 2, xl: 3 };

/** /products/packaging/detail?id=: an item's fields, its stock per warehouse with the warning, and its stock log. */
export default function PackagingDetailPage() {
  return <PackagingLoader>{(saved) => <PackagingDetail saved={saved} />}</PackagingLoader>;
}

function PackagingDetail({ saved }: { saved: Packaging }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTab();
  const formatDateTime = useFormatDateTime();
  usePageTitle(keyTitle('packaging.titles.view', { code: saved.code }));
  const field = (key: string) => t(`packaging.fields.${key}` as 'packaging.fields.code');
  const items: DescriptionsProps['items'] = [
    { key: 'code', label: field('code'), children: saved.code },
    { key: 'name_cn', label: field('name_cn'), children: saved.name_cn },
    { key: 'name_en', label: field('name_en'), children: saved.name_en },
    { key: 'sides', label: field('sides'), children: sidesOf(saved) },
    { key: 'weight_g', label: field('weight_g'), children: saved.weight_g },
    { key: 'warning_quantity', label: field('warning_quantity'), children: saved.warning_quantity || '-' },
    { key: 'available_stock', label: field('available_stock'), children: saved.available_stock },
    {
      key: 'default_for',
      label: field('default_for'),
      children: saved.default_for.map((d) => d.code).join(', ') || '-',
      span: 'filled',
    },
    { key: 'created_at', label: field('created_at'), children: formatDateTime(saved.created_at) },
    { key: 'updated_at', label: field('updated_at'), children: formatDateTime(saved.updated_at) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="packaging-detail-code">
            {saved.code}
          </Typography.Title>
          <Space wrap>
            <Allowed operation={product.updatePackaging}>
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(packagingFormPath(saved.id))}>
                {t('packaging.actions.edit')}
              </Button>
            </Allowed>
            <Button onClick={() => void leave(PACKAGING_LIST_PATH)}>{t('packaging.actions.back')}</Button>
          </Space>
        </Flex>
      </Card>
      <Card title={t('packaging.form.sections.identity')}>
        <Descriptions items={items} column={COLUMNS} />
      </Card>
      <Card title={t('packaging.detail.stock')}>
        <PackagingStockTable item={saved} />
      </Card>
      <Card title={t('packaging.detail.log')}>
        <PackagingStockLog id={saved.id} />
      </Card>
    </Flex>
  );
}
