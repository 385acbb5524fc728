import { type TopUpCurrency, topUp } from '@portal/contract';
import { Alert, App, Card, DatePicker, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../../shared/api/use-operation';
import { BusyButton } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import { FormSelect } from '../../../shared/forms/form-select';
import { useFormUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { resultPath } from '../../../shared/routing/result-path';
import { PlatformChoice } from './platform-choice';
import { ReceivingAccountCard } from './receiving-account-card';
import { submitBody, type TopUpFormValues, topUpFormSchema } from './top-up-form-schema';
import { VoucherInput } from './voucher-input';

const INITIAL: TopUpFormValues = {};

/**
 * Top up (/billing/topUp, spec 2): choose the platform, then the currency; the provider's account for
 * the pair and the credit time show; the merchant pays outside the portal and submits amount, payment
 * date, voucher and remark. The record then waits in the top-up records for finance.
 */
export default function TopUpPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<TopUpFormValues>();
  const unsaved = useFormUnsavedChanges(INITIAL);
  const accounts = useOperationQuery(topUp.getReceivingAccounts);
  const send = useOperationMutation(topUp.submit, { silent: true });
  const platform = Form.useWatch('platform', form);
  const currency = Form.useWatch('currency', form);

  const all = accounts.data?.accounts ?? [];
  const platforms = useMemo(() => {
    const seen = new Map<string, string>();
    for (const account of all) if (!seen.has(account.platform)) seen.set(account.platform, account.platform_name);
    return [...seen];
  }, [all]);
  const currencies = all.filter((account) => account.platform === platform).map((account) => account.currency);
  const account = all.find((a) => a.platform === platform && a.currency === currency);

  const field = bindForm(topUpFormSchema, {
    label: (name) => t(`topUp.fields.${name}`),
    choices: ['platform', 'currency', 'payment_date'],
    // An empty voucher says "Please upload the payment voucher", not "please input Voucher".
    ownEmptyMessages: true,
  });

  const submit = async () => {
    const values = await form.validateFields();
    const { platform: p, currency: c, amount, payment_date, voucher } = values;
    if (!p || !c || !amount || !payment_date || !voucher) return;
    try {
      const record = await send.mutateAsync({
        body: submitBody({ platform: p, currency: c, amount, payment_date, voucher, remark: values.remark }),
      });
      unsaved.markSaved();
      form.resetFields();
      // The result page says what happens next and offers the records.
      void navigate(resultPath('success', 'top_up', record.top_up_no));
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Card loading={accounts.isPending}>
      {all.length === 0 && !accounts.isPending ? (
        <Alert type="warning" showIcon message={t('topUp.account.none')} />
      ) : (
        <Form<TopUpFormValues>
          form={form}
          layout="vertical"
          name="top-up"
          initialValues={INITIAL}
          onValuesChange={(changed: TopUpFormValues, values) => {
            unsaved.onValuesChange(changed, values);
            // Another platform may not take the currency chosen for the last one.
            if (changed.platform && values.currency) {
              const offered = all.some((a) => a.platform === changed.platform && a.currency === values.currency);
              if (!offered) form.setFieldValue('currency', undefined);
            }
          }}
          onFinish={() => void submit()}
          style={{ maxWidth: 720 }}
        >
          <Typography.Title level={5}>1. {t('topUp.steps.platform')}</Typography.Title>
          <Form.Item {...field('platform')}>
            <PlatformChoice platforms={platforms} label={t('topUp.fields.platform')} />
          </Form.Item>
          <Typography.Title level={5}>2. {t('topUp.steps.currency')}</Typography.Title>
          <Form.Item {...field('currency')}>
            <FormSelect<TopUpCurrency>
              disabled={!platform}
              showSearch
              style={{ maxWidth: 240 }}
              options={currencies.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          {account && accounts.data ? (
            <>
              <Typography.Title level={5}>3. {t('topUp.steps.pay')}</Typography.Title>
              <ReceivingAccountCard account={account} creditTime={accounts.data.credit_time} />
            </>
          ) : null}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {account ? 4 : 3}. {t('topUp.steps.voucher')}
          </Typography.Title>
          <Form.Item {...field('amount')}>
            <Input inputMode="decimal" suffix={currency ?? ''} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item {...field('payment_date')}>
            <DatePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item {...field('voucher')} extra={t('topUp.voucherHint')}>
            <VoucherInput />
          </Form.Item>
          <Form.Item {...field('remark')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
          </Form.Item>
          <Space>
            <BusyButton type="primary" htmlType="submit" busy={send.isPending}>
              {t('topUp.submit')}
            </BusyButton>
          </Space>
        </Form>
      )}
    </Card>
  );
}
