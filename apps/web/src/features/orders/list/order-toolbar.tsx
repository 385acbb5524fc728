import { DeleteOutlined, ImportOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { order } from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/export/export-button';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { BatchActionBar } from '../../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../../shared/list/column-picker';
import type { ListColumns } from '../../../shared/list/use-list-columns';
import { ORDER_CREATE_PATH } from '../order-paths';
import { orderImportKinds } from './order-import-kind';
import type { OrderListScreen } from './order-list';
import { currentStatus } from './order-status-tabs';

// The upload dialog's code loads when it is first opened: the list shows without it.
const ImportDialog = lazy(() =>
  import('../../../shared/import/import-dialog').then((m) => ({ default: m.ImportDialog })),
);

interface OrderToolbarProps {
  screen: OrderListScreen;
  columns: ListColumns<order.OrderListItem>;
  onShip(ids: number[]): void;
  onDelete(ids: number[]): void;
}

/**
 * Create, import and export orders; ship ("Ship the order") or delete the ticked ones ('No selected
 * data!' without any); pick the columns. The export holds the ticked orders, or else the tab's
 * orders under the filters.
 */
export function OrderToolbar({ screen, columns, onShip, onDelete }: OrderToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const importKinds = useMemo(() => orderImportKinds(t), [t]);
  const importUsed = useOpenedOnce(importing);
  const { selectedKeys, clear } = screen.selection;
  const exportQuery =
    selectedKeys.length > 0 ? { ids: selectedKeys.join(',') } : { ...screen.filters, status: currentStatus(screen) };
  return (
    <>
      <BatchActionBar
        selectedKeys={selectedKeys}
        onClear={clear}
        extra={<ColumnPicker columns={columns} />}
        actions={[
          {
            key: 'ship',
            label: t('orderList.actions.ship'),
            icon: <SendOutlined />,
            run: (keys) => onShip(keys.map(Number)),
          },
          {
            key: 'delete',
            label: t('orderList.actions.deleteSelected'),
            icon: <DeleteOutlined />,
            danger: true,
            run: (keys) => onDelete(keys.map(Number)),
          },
        ]}
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ORDER_CREATE_PATH)}>
          {t('orderList.actions.create')}
        </Button>
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="import-button">
          {t('orderList.actions.import')}
        </Button>
        <ExportButton
          operation={order.exportOrder}
          query={exportQuery}
          fileName="Orders"
          label={selectedKeys.length > 0 ? t('orderList.actions.exportSelected') : t('listKit.export')}
        />
      </BatchActionBar>
      <Suspense fallback={null}>
        {importUsed ? (
          <ImportDialog
            open={importing}
            onClose={() => setImporting(false)}
            title={t('orderList.import.title')}
            kinds={importKinds}
          />
        ) : null}
      </Suspense>
    </>
  );
}
