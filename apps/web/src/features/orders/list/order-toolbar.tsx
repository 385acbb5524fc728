import { DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { order } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BatchActionBar } from '../../../shared/list/batch-action-bar';
import { ColumnPicker } from '../../../shared/list/column-picker';
import type { ListColumns } from '../../../shared/list/use-list-columns';
import { ORDER_CREATE_PATH } from '../order-paths';
import type { OrderListScreen } from './order-list';

interface OrderToolbarProps {
  screen: OrderListScreen;
  columns: ListColumns<order.OrderListItem>;
  onShip(ids: number[]): void;
  onDelete(ids: number[]): void;
}

/** Create an order; ship ("Ship the order") or delete the ticked ones ('No selected data!' without any); pick the columns. */
export function OrderToolbar({ screen, columns, onShip, onDelete }: OrderToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { selectedKeys, clear } = screen.selection;
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
    </BatchActionBar>
  );
}
