import { type AddressType, order, orderActionsFor } from '@portal/contract';
import { Alert, App, Card, Descriptions, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';
import { useCountries } from '../shared/use-reference-lists';

const COLUMNS = { xs: 1, md: 2, xl: 3 } as const;

/** The recipient and the address, and the address type, which changes until the order is packed. */
export function RecipientCard({ detail }: { detail: order.OrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const countries = useCountries();
  const update = useOperationMutation(order.updateAddressType);
  const r = detail.recipient;
  const editable = orderActionsFor(detail).addressType;

  const change = async (addressType: AddressType) => {
    try {
      await update.mutateAsync({ body: { id: detail.id, address_type: addressType } });
      void message.success(t('orderDetail.addressTypeChanged'));
    } catch {
      // toasted by the request layer
    }
  };

  const field = (key: keyof typeof r) => ({
    key,
    label: t(`orderLabels.fields.${key}`),
    children: r[key] || EMPTY_CELL,
  });
  return (
    <Card title={t('orderDetail.sections.recipient')} data-testid="order-recipient">
      <Flex vertical gap={12}>
        {detail.recipient_cleared ? <Alert type="info" showIcon message={t('orderDetail.recipientCleared')} /> : null}
        <Descriptions
          column={COLUMNS}
          items={[
            {
              key: 'name',
              label: t('orderDetail.name'),
              children: [r.first_name, r.last_name].filter(Boolean).join(' ') || EMPTY_CELL,
            },
            field('company'),
            field('phone'),
            field('email'),
            field('id_card'),
            field('address1'),
            field('address2'),
            field('house_number'),
            field('city'),
            field('state'),
            field('zip'),
            {
              key: 'country',
              label: t('orderLabels.fields.country'),
              children: countries.nameOf(r.country) || EMPTY_CELL,
            },
          ]}
        />
        <Flex gap={12} align="center" wrap>
          <Typography.Text id={`address-type-${detail.id}`}>{t('orderLabels.fields.address_type')}</Typography.Text>
          <div role="radiogroup" aria-labelledby={`address-type-${detail.id}`}>
            <Radio.Group
              optionType="button"
              value={detail.address_type}
              disabled={!editable || update.isPending}
              onChange={(event) => void change(event.target.value as AddressType)}
              options={order.addressTypeSchema.options.map((type) => ({
                value: type,
                label: t(`orderLabels.addressType.${type}`),
              }))}
              data-testid="address-type"
            />
          </div>
          {!editable ? <Typography.Text type="secondary">{t('orderDetail.addressTypeLocked')}</Typography.Text> : null}
        </Flex>
      </Flex>
    </Card>
  );
}
