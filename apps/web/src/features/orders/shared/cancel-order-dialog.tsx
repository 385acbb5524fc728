import { isInterceptable, type OrderStatus, order } from '@portal/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { busyOkProps } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';

export interface CancelTarget {
  id: number;
  platform_order_no: string;
  status: OrderStatus;
}

/**
 * Cancels an order, with an optional reason. An Approving order is cancelled at once; one already
 * with the warehouse becomes an interception request, and the dialog says before and after that
 * interception is attempted, not guaranteed (spec 4).
 */
export function CancelOrderDialog({ target, onClose }: { target: CancelTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useOperationMutation(order.cancelOrder, { silent: true });
  const field = bindForm(order.cancelOrder.body, { label: () => t('orderList.cancel.reason') });
  const intercept = target ? isInterceptable(target.status) : false;

  const run = async ({ reason }: { reason?: string }) => {
    if (!target) return;
    try {
      const done = await cancel.mutateAsync({ body: { id: target.id, reason: reason ?? '' } });
      if (done.interception_requested) void message.info(t('orderList.cancel.interceptionRequested'));
      else void message.success(t('orderList.cancel.cancelled', { no: target.platform_order_no }));
      onClose();
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(intercept ? 'orderList.cancel.interceptTitle' : 'orderList.cancel.title', {
        no: target?.platform_order_no ?? '',
      })}
      okText={t(intercept ? 'orderList.cancel.requestInterception' : 'orderList.cancel.confirm')}
      okButtonProps={{ ...busyOkProps(cancel.isPending), danger: true }}
      cancelText={t('orderList.cancel.keep')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {intercept ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('orderList.cancel.interceptionExplained')}
          data-testid="interception-explained"
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(values) => void run(values)}>
        <Form.Item {...field('reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
