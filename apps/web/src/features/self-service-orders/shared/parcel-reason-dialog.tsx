import { selfServiceOrder } from '@portal/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { busyOkProps } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import type { ParcelTarget } from './use-parcel-commands';

/** Cancel (a draft or a pre-advised parcel) or ask the hub to intercept one it holds: both take an optional reason. */
export type ParcelReasonKind = 'cancel' | 'intercept';

export interface ParcelReasonRequest {
  kind: ParcelReasonKind;
  parcel: ParcelTarget;
}

const OPERATION = {
  cancel: selfServiceOrder.cancelParcel,
  intercept: selfServiceOrder.requestParcelInterception,
} as const;

/**
 * The confirmation of a cancel or an interception request, with what it means (a held estimate is
 * released; an interception is attempted, not guaranteed) and an optional reason the history keeps.
 */
export function ParcelReasonDialog({ request, onClose }: { request: ParcelReasonRequest | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const kind = request?.kind ?? 'cancel';
  const cancel = useOperationMutation(selfServiceOrder.cancelParcel, { silent: true });
  const intercept = useOperationMutation(selfServiceOrder.requestParcelInterception, { silent: true });
  const running = kind === 'cancel' ? cancel : intercept;
  const field = bindForm(OPERATION[kind].body, { label: () => t(`parcels.${kind}.reason`) });

  const run = async ({ reason }: { reason?: string }) => {
    if (!request) return;
    const body = { id: request.parcel.id, reason: reason ?? '' };
    try {
      if (kind === 'cancel') await cancel.mutateAsync({ body });
      else await intercept.mutateAsync({ body });
      void message.success(t(`parcels.${kind}.done`, { no: request.parcel.parcel_no }));
      onClose();
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Modal
      open={request !== null}
      title={t(`parcels.${kind}.title`, { no: request?.parcel.parcel_no ?? '' })}
      okText={t(`parcels.${kind}.confirm`)}
      okButtonProps={{ ...busyOkProps(running.isPending), danger: true }}
      cancelText={t(`parcels.${kind}.keep`)}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t(`parcels.${kind}.explained`)} />
      <Form form={form} layout="vertical" onFinish={(values) => void run(values)}>
        <Form.Item {...field('reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
