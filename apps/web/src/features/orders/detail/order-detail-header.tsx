import { CopyOutlined, DeleteOutlined, EditOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { type order, orderActionsFor } from '@portal/contract';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../../shared/forms/busy-button';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { ORDER_LIST_PATH, orderEditPath } from '../order-paths';
import { CancelOrderDialog } from '../shared/cancel-order-dialog';
import { OrderStatusTag } from '../shared/order-status-tag';
import { useOrderCommands } from '../shared/use-order-commands';

/**
 * The order's number and status, and what may be done with it now: ship, edit, cancel and delete
 * as the server's `can` flags say, copy always.
 */
export function OrderDetailHeader({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTab();
  const commands = useOrderCommands();
  const [cancelling, setCancelling] = useState(false);
  const copy = orderActionsFor(detail).copy;

  return (
    <Card size="small" data-testid="order-detail-header">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap align="center">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="order-detail-no">
              {detail.platform_order_no}
            </Typography.Title>
            <OrderStatusTag status={detail.status} />
            <Typography.Text type="secondary">{detail.system_order_id}</Typography.Text>
          </Space>
          <Space wrap>
            {detail.can.submit ? (
              <Button type="primary" icon={<SendOutlined />} onClick={() => void commands.confirmSubmit([detail.id])}>
                {t('orderList.actions.ship')}
              </Button>
            ) : null}
            {detail.can.edit ? (
              <Button icon={<EditOutlined />} onClick={() => navigate(orderEditPath(detail.id))}>
                {t('orderList.actions.edit')}
              </Button>
            ) : null}
            {detail.can.cancel ? (
              <Button danger icon={<StopOutlined />} onClick={() => setCancelling(true)}>
                {t('orderList.actions.cancel')}
              </Button>
            ) : null}
            {detail.can.delete ? (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() =>
                  void commands.confirmDelete([detail.id]).then((done) => {
                    if (done) void leave(ORDER_LIST_PATH, { saved: true });
                  })
                }
              >
                {t('orderList.actions.delete')}
              </Button>
            ) : null}
            {copy ? (
              <BusyButton
                icon={<CopyOutlined />}
                busy={commands.copying}
                onClick={() => void commands.copyOrder(detail.id)}
              >
                {t('orderList.actions.copy')}
              </BusyButton>
            ) : null}
            <Button onClick={() => void leave(ORDER_LIST_PATH)}>{t('orderDetail.backToList')}</Button>
          </Space>
        </Flex>
        {detail.interception_requested ? (
          <Alert
            type="warning"
            showIcon
            message={t('orderDetail.interceptionPending')}
            data-testid="interception-pending"
          />
        ) : null}
        {detail.needs_reply ? <Alert type="error" showIcon message={t('orderDetail.needsReply')} /> : null}
      </Flex>
      <CancelOrderDialog target={cancelling ? detail : null} onClose={() => setCancelling(false)} />
    </Card>
  );
}
