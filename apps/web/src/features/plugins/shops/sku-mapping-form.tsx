import { type ShopConnection, shop } from '@portal/contract';
import { App, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { BusyButton } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { PortalSkuField } from './portal-sku-field';

/** The fields the merchant fills; the connection comes from the drawer. */
const MAPPING_FIELDS = shop.saveSkuMapping.body.pick({ shop_sku: true, sku: true });

interface MappingForm {
  shop_sku: string;
  sku?: string;
}

/**
 * Adds a mapping: the SKU as the shop has it, and the portal SKU or package picked from the merchant's.
 * Rules come from the contract; a refusal (a SKU the portal does not have) shows under its field or
 * as a toast, in the user's language.
 */
export function SkuMappingForm({ connection }: { connection: ShopConnection }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MappingForm>();
  useRelocalizedErrors(form);
  const save = useOperationMutation(shop.saveSkuMapping, { silent: true });
  const bound = bindForm(MAPPING_FIELDS, {
    label: (name) => t(`plugins.shops.mappings.${name}`),
    choices: ['sku'],
  });
  const onFinish = (values: MappingForm) =>
    save.mutate(
      { body: { connection_id: connection.id, shop_sku: values.shop_sku, sku: values.sku ?? '' } },
      {
        onSuccess: (reply) => {
          const done =
            reply.kind === 'package' ? 'plugins.shops.mappings.addedPackage' : 'plugins.shops.mappings.added';
          void message.success(t(done, { shopSku: reply.shop_sku, sku: reply.sku }));
          form.resetFields();
        },
        onError: (error) => showFormError(form, error, (text) => void message.error(text)),
      },
    );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ shop_sku: '' }}>
      <Row gutter={12} align="bottom">
        <Col xs={24} md={9}>
          <Form.Item {...bound('shop_sku')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item {...bound('sku')}>
            <PortalSkuField warehouseId={connection.warehouse_id} label={t('plugins.shops.mappings.sku')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item>
            <BusyButton type="primary" htmlType="submit" busy={save.isPending} block>
              {t('plugins.shops.mappings.add')}
            </BusyButton>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
