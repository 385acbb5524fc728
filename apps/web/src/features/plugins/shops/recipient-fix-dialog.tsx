import { isEuCountry, type ShopOrder, shop } from '@portal/contract';
import { App, Button, Col, Form, Input, Modal, Row } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { BusyButton } from '../../../shared/forms/busy-button';
import { showFormError } from '../../../shared/forms/form-errors';
import { FormSelect } from '../../../shared/forms/form-select';
import { useRecipientFields } from '../../../shared/forms/use-recipient-fields';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useCountries } from '../../../shared/reference/use-countries';
import { type RecipientFix, recipientFixValues } from './shop-order-recipient';
import { ReasonList, RetryResult } from './shop-order-result';

/** Two fields a row from `sm` up; one a row on a phone. */
const CELL = { xs: 24, sm: 12 } as const;

/**
 * Fixes a failed shop order's recipient and retries it with the fix (`shop.retryShopOrder` with
 * `recipient`). The fields and their rules are the order form's (`useRecipientFields`); they open
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
  const field = useRecipientFields();
  const countries = useCountries();
  const country = Form.useWatch('country', form) ?? shopOrder.recipient.country;
  const eu = isEuCountry(country);
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

  const item = (name: keyof RecipientFix, control: ReactNode = <Input autoComplete="off" />) => (
    <Col {...CELL} key={name}>
      <Form.Item
        {...field(name)}
        required={field(name).required || (name === 'house_number' && eu)}
        dependencies={name === 'house_number' ? ['country'] : undefined}
      >
        {control}
      </Form.Item>
    </Col>
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
        <Row gutter={12}>
          {item('first_name')}
          {item('last_name')}
          {item('company')}
          {item('phone')}
          {item('email')}
          {item(
            'country',
            <FormSelect
              showSearch
              optionFilterProp="label"
              loading={countries.loading}
              options={countries.options}
              placeholder={t('orderForm.countryPlaceholder')}
            />,
          )}
          {item('state')}
          {item('city')}
          {item('zip')}
          {item('address1')}
          {item('address2')}
          {eu ? item('house_number') : null}
        </Row>
      </Form>
    </Modal>
  );
}
