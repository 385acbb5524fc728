import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { product } from '@portal/contract';
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
import { PACKAGING_DELETE_TEXTS } from './packaging-delete';
import { PackagingFilters } from './packaging-filters';
import { PACKAGING_LIST } from './packaging-list';
import { PACKAGING_FORM_PATH } from './packaging-paths';
import { usePackagingColumns } from './use-packaging-columns';

/** The merchant's own packaging (/products/packaging): filters in the address, stock and the low-stock warning. */
export default function PackagingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListScreen(PACKAGING_LIST);
  const deleteItems = useDeleteRows(product.deletePackaging, PACKAGING_DELETE_TEXTS, list.selection.drop);
  const columns = useListColumns(PACKAGING_LIST.id, usePackagingColumns(deleteItems));
  const { selectedKeys, clear } = list.selection;
  // With rows ticked, the export holds just those; otherwise the whole filtered list.
  const exportQuery = selectedKeys.length > 0 ? { ids: selectedKeys.join(',') } : list.filters;

  return (
    <Card>
      <PackagingFilters screen={list} />
      <BatchActionBar
        selectedKeys={selectedKeys}
        onClear={clear}
        extra={<ColumnPicker columns={columns} />}
        actions={[
          {
            key: 'delete',
            label: t('packaging.actions.deleteSelected'),
            icon: <DeleteOutlined />,
            danger: true,
            run: (keys) => deleteItems(keys.map(Number)),
            operation: product.deletePackaging,
          },
        ]}
      >
        <Allowed operation={product.addPackaging}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PACKAGING_FORM_PATH)}>
            {t('packaging.actions.add')}
          </Button>
        </Allowed>
        <ExportButton
          operation={product.exportPackaging}
          query={exportQuery}
          fileName="Packaging"
          label={selectedKeys.length > 0 ? t('packaging.actions.exportSelected') : t('listKit.export')}
        />
      </BatchActionBar>
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(item) => t('packaging.list.rowName', { code: item.code })}
      />
    </Card>
  );
}
