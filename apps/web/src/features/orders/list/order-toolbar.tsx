import { DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { ORDER_STATUS_TABS, order } from '@portal/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/export/export-button';
import { ImportButton } from '../../../shared/import/import-button';
import { BatchActionBar } from '../../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { currentTab } from '../../../shared/list/status-tabs';
import type { ListColumns } from '../../../shared/list/use-list-columns';
import { Allowed } from '../../../shared/session/allowed';
import { ORDER_CREATE_PATH } from '../order-paths';
import { orderImportKinds } from './order-import-kind';
import { type OrderListScreen, orderFiltersOf } from './order-list';

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
  const importKinds = useMemo(() => orderImportKinds(t), [t]);
  const { selectedKeys, clear } = screen.selection;
  const exportQuery =
    selectedKeys.length > 0
      ? { ids: selectedKeys.join(',') }
      : { ...orderFiltersOf(screen.filters), status: currentTab(ORDER_STATUS_TABS, screen) };
  return (
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
          operation: order.submitOrders,
        },
        {
          key: 'delete',
          label: t('orderList.actions.deleteSelected'),
          icon: <DeleteOutlined />,
          danger: true,
          run: (keys) => onDelete(keys.map(Number)),
          operation: order.deleteOrder,
        },
      ]}
    >
      <Allowed operation={order.saveOrder}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ORDER_CREATE_PATH)}>
          {t('orderList.actions.create')}
        </Button>
      </Allowed>
      <ImportButton label={t('orderList.actions.import')} title={t('orderList.import.title')} kinds={importKinds} />
      <ExportButton
        operation={order.exportOrder}
        query={exportQuery}
        fileName="Orders"
        label={selectedKeys.length > 0 ? t('orderList.actions.exportSelected') : t('listKit.export')}
      />
    </BatchActionBar>
  );
}
