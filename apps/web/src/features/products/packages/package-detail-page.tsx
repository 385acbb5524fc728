import { EditOutlined } from '@ant-design/icons';
import { type Package, product } from '@portal/contract';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { localizedName } from '../../../shared/format/localized-name';
import { Thumbnail } from '../../../shared/images/thumbnail';
import { Allowed } from '../../../shared/session/allowed';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PackageStockTable } from './package-availability';
import { PackageLoader } from './package-loader';
import { PACKAGE_LIST_PATH, packageFormPath } from './package-paths';

const COLUMNS: DescriptionsProps['column'] = { xs: 1, md: 2, xl: 3 };
type Component = Package['components'][number];

/** /products/packages/detail?id=: a package's fields, its components with their stock, and what each warehouse can assemble. */
export default function PackageDetailPage() {
  return <PackageLoader>{(saved) => <PackageDetail saved={saved} />}</PackageLoader>;
}

function PackageDetail({ saved }: { saved: Package }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTab();
  const formatDateTime = useFormatDateTime();
  usePageTitle(keyTitle('packages.titles.view', { code: saved.code }));
  const field = (key: string) => t(`packages.fields.${key}` as 'packages.fields.code');
  const items: DescriptionsProps['items'] = [
    { key: 'code', label: field('code'), children: saved.code },
    { key: 'name_cn', label: field('name_cn'), children: saved.name_cn },
    { key: 'name_en', label: field('name_en'), children: saved.name_en },
    { key: 'barcode', label: field('barcode'), children: saved.barcode || '-' },
    { key: 'assembly', label: field('assembly'), children: t(`packages.assembly.${saved.assembly}`) },
    { key: 'units', label: field('units'), children: saved.units },
    { key: 'available_stock', label: field('available_stock'), children: saved.available_stock },
    {
      key: 'image_url',
      label: field('image_url'),
      children: <Thumbnail src={saved.image_url} alt={saved.code} size={64} preview />,
    },
    { key: 'packing_note', label: field('packing_note'), children: saved.packing_note || '-', span: 'filled' },
  ];
  const record: DescriptionsProps['items'] = [
    { key: 'created_at', label: field('created_at'), children: formatDateTime(saved.created_at) },
    { key: 'updated_at', label: field('updated_at'), children: formatDateTime(saved.updated_at) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="package-detail-code">
            {saved.code}
          </Typography.Title>
          <Space wrap>
            <Allowed operation={product.updatePackage}>
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(packageFormPath(saved.id))}>
                {t('packages.actions.edit')}
              </Button>
            </Allowed>
            <Button onClick={() => void leave(PACKAGE_LIST_PATH)}>{t('packages.actions.back')}</Button>
          </Space>
        </Flex>
      </Card>
      <Card title={t('packages.form.sections.identity')}>
        <Descriptions items={items} column={COLUMNS} />
      </Card>
      <Card title={t('packages.form.sections.components')}>
        <Table<Component>
          size="small"
          pagination={false}
          rowKey="product_id"
          dataSource={saved.components}
          data-testid="package-detail-components"
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'sku', title: field('sku'), dataIndex: 'sku' },
            { key: 'name', title: field('name'), render: (_, row) => localizedName(row, i18n.language) },
            { key: 'quantity', title: t('packages.detail.perPackage'), dataIndex: 'quantity', align: 'right' },
            {
              key: 'available',
              title: t('packages.detail.componentAvailable'),
              dataIndex: 'available',
              align: 'right',
            },
          ]}
        />
      </Card>
      <Card title={t('packages.detail.stock')}>
        <PackageStockTable stock={saved.stock} />
      </Card>
      <Card title={t('packages.detail.record')}>
        <Descriptions items={record} column={COLUMNS} />
      </Card>
    </Flex>
  );
}
