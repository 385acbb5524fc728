import { type ShopOrder, shop } from '@portal/contract';
import { App, Button, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { BusyButton } from '../../../shared/forms/busy-button';
import { showFormError } from '../../../shared/forms/form-errors';
import { RecipientFields } from '../../../shared/forms/recipient-fields';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { type RecipientFix, recipientFixValues } from './shop-order-recipient';
import { ReasonList, RetryResult } from './shop-order-result';

/** Two fields a row from `sm` up; one a row on a phone. */
const CELL = { xs: 24, sm: 12 } as const;

/**
 * Fixes a failed shop order's recipient and retries it with the fix (`shop.retryShopOrder` with
 * `recipient`). The fields and their rules are the order form's (`RecipientFields`); they open
 * checked, so what the import refused is marked at once. Imported, the dialog closes and the drawer
 * shows the portal order (`onImported`); still failing, it stays open with the new reasons.
 */
export function RecipientFixDialog({
  shopOrder,
  onClose,
  onImported,
}: {
  shopOrder: ShopOrder;
  onClose(): void;
  onImported(reply: ShopOrder): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RecipientFix>();
  useRelocalizedErrors(form);
  const retry = useOperationMutation(shop.retryShopOrder, { silent: true });
  const [stillFailing, setStillFailing] = useState<ShopOrder | null>(null);
  // What the shop sent is checked on opening, so the fields the import refused show their messages at once.
  useEffect(() => {
    form.validateFields().catch(() => undefined);
  }, [form]);

  const onFinish = (values: RecipientFix) =>
    retry.mutate(
      // The house number, shown only for an EU country, is sent empty otherwise.
      { body: { id: shopOrder.id, recipient: { ...recipientFixValues(shopOrder), ...values } } },
      {
        onSuccess: (reply) => {
          if (reply.status === 'imported') onImported(reply);
          else setStillFailing(reply);
        },
        onError: (error) => showFormError(form, error, (text) => void message.error(text)),
      },
    );

  return (
    <Modal
      open
      title={t('plugins.shops.orders.fixTitle', { orderNo: shopOrder.order_no })}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <BusyButton type="primary" busy={retry.isPending} onClick={() => form.submit()}>
            {t('plugins.shops.orders.fixSubmit')}
          </BusyButton>
        </>
      }
    >
      {/* Why the import refused it, above the fields: on a phone the marked field may be further down. */}
      {stillFailing ? (
        <RetryResult order={stillFailing} onClose={() => setStillFailing(null)} />
      ) : (
        <ReasonList reasons={shopOrder.reasons} />
      )}
      <Form<RecipientFix>
        form={form}
        layout="vertical"
        initialValues={recipientFixValues(shopOrder)}
        onFinish={onFinish}
        style={{ marginTop: 12 }}
      >
        <RecipientFields cell={CELL} gutter={12} houseNumber="euOnly" />
      </Form>
    </Modal>
  );
}
