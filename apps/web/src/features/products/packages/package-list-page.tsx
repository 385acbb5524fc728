import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PACKAGE_ASSEMBLIES, product } from '@portal/contract';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/export/export-button';
import { BatchActionBar } from '../../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useDeleteRows } from '../../../shared/list/use-confirm-delete';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { Allowed } from '../../../shared/session/allowed';
import { PackageFilters } from './package-filters';
import { PACKAGE_LIST } from './package-list';
import { PACKAGE_FORM_PATH } from './package-paths';
import { usePackageColumns } from './use-package-columns';

/** The delete's question and toast; a package any order names is refused with the spec's in-use message. */
const DELETE_TEXTS = { title: 'packages.list.deleteTitle', done: 'packages.list.deleted' } as const;

/** The package list (/products/packages): filters kept in the address, packages with their availability. */
export default function PackageListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListScreen(PACKAGE_LIST);
  const deletePackages = useDeleteRows(product.deletePackage, DELETE_TEXTS, list.selection.drop);
  const columns = useListColumns(PACKAGE_LIST.id, usePackageColumns(deletePackages));
  const { selectedKeys, clear } = list.selection;
  // With rows ticked, the export holds just those; otherwise the whole filtered list.
  const { filters } = list;
  const assembly = PACKAGE_ASSEMBLIES.find((value) => value === filters.assembly);
  const exportQuery = selectedKeys.length > 0 ? { ids: selectedKeys.join(',') } : { ...filters, assembly };

  return (
    <Card>
      <PackageFilters screen={list} />
      <BatchActionBar
        selectedKeys={selectedKeys}
        onClear={clear}
        extra={<ColumnPicker columns={columns} />}
        actions={[
          {
            key: 'delete',
            label: t('packages.actions.deleteSelected'),
            icon: <DeleteOutlined />,
            danger: true,
            run: (keys) => deletePackages(keys.map(Number)),
            operation: product.deletePackage,
          },
        ]}
      >
        <Allowed operation={product.addPackage}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PACKAGE_FORM_PATH)}>
            {t('packages.actions.add')}
          </Button>
        </Allowed>
        <ExportButton
          operation={product.exportPackages}
          query={exportQuery}
          fileName="Packages"
          label={selectedKeys.length > 0 ? t('packages.actions.exportSelected') : t('listKit.export')}
        />
      </BatchActionBar>
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(item) => t('packages.list.rowName', { code: item.code })}
      />
    </Card>
  );
}
