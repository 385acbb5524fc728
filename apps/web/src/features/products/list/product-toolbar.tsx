import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { type ProductListItem, product } from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/export/export-button';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { ImportButton } from '../../../shared/import/import-button';
import { BatchActionBar } from '../../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../../shared/list/column-picker';
import type { ListColumns } from '../../../shared/list/use-list-columns';
import { Allowed } from '../../../shared/session/allowed';
import { PRODUCT_FORM_PATH } from '../product-paths';
import { productImportKinds } from './product-import-kinds';
import type { ProductListScreen } from './product-list';

// The labels dialog's code (PDF) loads when it is first opened: the list shows without it.
const PrintLabelsModal = lazy(() => import('./print-labels-modal').then((m) => ({ default: m.PrintLabelsModal })));

interface ProductToolbarProps {
  screen: ProductListScreen;
  columns: ListColumns<ProductListItem>;
  onDelete(ids: number[]): void;
}

/** Add, import and export SKUs; print labels of and delete the selected ones; pick the columns. */
export function ProductToolbar({ screen, columns, onDelete }: ProductToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [printIds, setPrintIds] = useState<number[]>([]);
  const importKinds = useMemo(() => productImportKinds(t), [t]);
  const printUsed = useOpenedOnce(printIds.length > 0);
  const { selectedKeys, clear } = screen.selection;
  // With rows ticked, the export holds just those; otherwise the whole filtered list.
  const exportQuery = selectedKeys.length > 0 ? { ids: selectedKeys.join(',') } : screen.filters;

  return (
    <>
      <BatchActionBar
        selectedKeys={selectedKeys}
        onClear={clear}
        extra={<ColumnPicker columns={columns} />}
        actions={[
          {
            key: 'print',
            label: t('productList.actions.printLabels'),
            icon: <PrinterOutlined />,
            run: (keys) => setPrintIds(keys.map(Number)),
          },
          {
            key: 'delete',
            label: t('productList.actions.deleteSelected'),
            icon: <DeleteOutlined />,
            danger: true,
            run: (keys) => onDelete(keys.map(Number)),
            operation: product.deleteProduct,
          },
        ]}
      >
        <Allowed operation={product.addProduct}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PRODUCT_FORM_PATH)}>
            {t('productList.actions.add')}
          </Button>
        </Allowed>
        <ImportButton
          label={t('productList.actions.import')}
          title={t('productList.import.title')}
          kinds={importKinds}
        />
        <ExportButton
          operation={product.exportSku}
          query={exportQuery}
          fileName="SKU"
          label={selectedKeys.length > 0 ? t('productList.actions.exportSelected') : t('listKit.export')}
        />
      </BatchActionBar>
      <Suspense fallback={null}>
        {printUsed ? <PrintLabelsModal ids={printIds} onClose={() => setPrintIds([])} /> : null}
      </Suspense>
    </>
  );
}
