import { type Package, product } from '@portal/contract';
import { type DescriptionsProps, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { localizedName } from '../../../shared/format/localized-name';
import { Thumbnail } from '../../../shared/images/thumbnail';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { DetailFields, RecordDetail } from '../record-detail';
import { PackageStockTable } from './package-availability';
import { PackageLoader } from './package-loader';
import { PACKAGE_LIST_PATH, packageFormPath } from './package-paths';

type Component = Package['components'][number];

/** /products/packages/detail?id=: a package's fields, its components with their stock, and what each warehouse can assemble. */
export default function PackageDetailPage() {
  return <PackageLoader>{(saved) => <PackageDetail saved={saved} />}</PackageLoader>;
}

function PackageDetail({ saved }: { saved: Package }) {
  const { t, i18n } = useTranslation();
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

  const components = (
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
        { key: 'available', title: t('packages.detail.componentAvailable'), dataIndex: 'available', align: 'right' },
      ]}
    />
  );

  return (
    <RecordDetail
      code={saved.code}
      codeTestId="package-detail-code"
      edit={{ operation: product.updatePackage, path: packageFormPath(saved.id), label: t('packages.actions.edit') }}
      back={{ path: PACKAGE_LIST_PATH, label: t('packages.actions.back') }}
      sections={[
        { key: 'identity', title: t('packages.form.sections.identity'), children: <DetailFields items={items} /> },
        { key: 'components', title: t('packages.form.sections.components'), children: components },
        { key: 'stock', title: t('packages.detail.stock'), children: <PackageStockTable stock={saved.stock} /> },
        { key: 'record', title: t('packages.detail.record'), children: <DetailFields items={record} /> },
      ]}
    />
  );
}
