import { type Packaging, product } from '@portal/contract';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { DetailFields, RecordDetail } from '../record-detail';
import { PackagingDeleteButton } from './packaging-delete';
import { PackagingLoader } from './packaging-loader';
import { PACKAGING_LIST_PATH, packagingFormPath } from './packaging-paths';
import { PackagingStockTable } from './packaging-stock';
import { PackagingStockLog } from './packaging-stock-log';
import { sidesOf } from './use-packaging-columns';

/** /products/packaging/detail?id=: an item's fields, its stock per warehouse with the warning, and its stock log; Edit and Delete. */
export default function PackagingDetailPage() {
  return <PackagingLoader>{(saved) => <PackagingDetail saved={saved} />}</PackagingLoader>;
}

function PackagingDetail({ saved }: { saved: Packaging }) {
  const { t } = useTranslation();
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
    <RecordDetail
      code={saved.code}
      codeTestId="packaging-detail-code"
      edit={{
        operation: product.updatePackaging,
        path: packagingFormPath(saved.id),
        label: t('packaging.actions.edit'),
      }}
      back={{ path: PACKAGING_LIST_PATH, label: t('packaging.actions.back') }}
      actions={<PackagingDeleteButton id={saved.id} />}
      sections={[
        { key: 'identity', title: t('packaging.form.sections.identity'), children: <DetailFields items={items} /> },
        { key: 'stock', title: t('packaging.detail.stock'), children: <PackagingStockTable item={saved} /> },
        { key: 'log', title: t('packaging.detail.log'), children: <PackagingStockLog id={saved.id} /> },
      ]}
    />
  );
}
