import {
  type ShopConnection,
  type ShopConnectionCreated,
  type ShopCredentialField,
  type ShopPlatformId,
  shop,
  shopPlatform,
} from '@portal/contract';
import { App, Form, Input, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import { FormSelect } from '../../../shared/forms/form-select';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useWarehouses } from '../../../shared/reference/use-warehouses';
import { SecretDialog } from '../secret-dialog';
import { ConnectionSecrets } from './connection-secrets';

interface ConnectionForm {
  name: string;
  shop_url: string;
  warehouse_id?: number;
  import_orders: boolean;
  send_tracking: boolean;
  stock_push: boolean;
  stock_buffer: number;
  credentials: Partial<Record<ShopCredentialField, string>>;
}

const flag = (on: boolean) => (on ? (1 as const) : (0 as const));

/**
 * Adds a connection of one platform (`editing` null) or edits one: name, shop address (when the
 * platform names one), default warehouse, the credentials the platform declares, the switches of what
 * the platform does, and the stock buffer. A guide platform's key and ShipStation's login come back
 * once: the dialog turns into them (`SecretDialog`); a connector platform's dialog closes.
 */
export function ConnectionDialog({
  platform: platformId,
  editing,
  onClose,
}: {
  /** The platform of the dialog; null: closed. */
  platform: ShopPlatformId | null;
  editing: ShopConnection | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const warehouses = useWarehouses();
  const [form] = Form.useForm<ConnectionForm>();
  useRelocalizedErrors(form);
  const create = useOperationMutation(shop.createConnection, { silent: true });
  const update = useOperationMutation(shop.updateConnection, { silent: true });
  const [created, setCreated] = useState<ShopConnectionCreated | null>(null);
  const platform = platformId ? shopPlatform(platformId) : null;
  const bound = bindForm(shop.createConnectionRequest, {
    label: (name) => t(`plugins.shops.fields.${name}`),
    choices: ['warehouse_id'],
    required: platform?.shop_url === 'required' ? ['shop_url'] : [],
  });

  const initial: ConnectionForm = editing
    ? {
        name: editing.name,
        shop_url: editing.shop_url,
        warehouse_id: editing.warehouse_id,
        import_orders: editing.import_orders === 1,
        send_tracking: editing.send_tracking === 1,
        stock_push: editing.stock_push === 1,
        stock_buffer: editing.stock_buffer,
        credentials: {},
      }
    : {
        name: '',
        shop_url: '',
        import_orders: true,
        send_tracking: true,
        stock_push: false,
        stock_buffer: 0,
        credentials: {},
      };

  const close = () => {
    setCreated(null);
    form.resetFields();
    onClose();
  };
  const onError = (error: Error) => showFormError(form, error, (text) => void message.error(text));
  const onFinish = (values: ConnectionForm) => {
    if (!platform) return;
    // Only the platform's own credentials, and on Edit only those typed: empty ones stay as saved.
    const credentials = Object.fromEntries(
      platform.credential_fields.flatMap((field) =>
        values.credentials?.[field] ? [[field, values.credentials[field]]] : [],
      ),
    );
    const body = {
      name: values.name,
      shop_url: values.shop_url ?? '',
      warehouse_id: values.warehouse_id ?? 0,
      import_orders: flag(platform.orders_in && values.import_orders),
      send_tracking: flag(platform.tracking_back && values.send_tracking),
      stock_push: flag(platform.stock_out && values.stock_push),
      stock_buffer: values.stock_buffer ?? 0,
      credentials,
    };
    if (editing) {
      update.mutate(
        { body: { id: editing.id, ...body } },
        {
          onSuccess: (reply) => {
            void message.success(t('plugins.shops.saved', { name: reply.name }));
            close();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { body: { platform: platform.platform, ...body } },
      {
        onSuccess: (reply) => {
          if (reply.api_key || reply.shipstation) {
            setCreated(reply);
            return;
          }
          void message.success(t('plugins.shops.createdTitle', { platform: platform.name }));
          close();
        },
        onError,
      },
    );
  };

  const credentialField = (field: ShopCredentialField) => {
    const label = t(`plugins.shops.fields.${field}`);
    return (
      <Form.Item
        key={field}
        name={['credentials', field]}
        label={label}
        required={!editing}
        extra={editing ? t('plugins.shops.keepCredentials') : undefined}
        // The platform declares the fields it needs (`credential_fields`); the server's check is the same list.
        rules={
          editing
            ? []
            : [{ required: true, whitespace: true, message: t('plugins.shops.credentialRequired', { label }) }]
        }
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    );
  };

  return (
    <SecretDialog
      open={platform !== null}
      onClose={close}
      doneText={t('plugins.shops.done')}
      form={
        platform
          ? {
              title: editing
                ? t('plugins.shops.editTitle', { name: editing.name })
                : t('plugins.shops.addTitle', { platform: platform.name }),
              submitText: editing ? t('plugins.shops.editSubmit') : t('plugins.shops.addSubmit'),
              busy: create.isPending || update.isPending,
              onSubmit: () => form.submit(),
              body: (
                <Form
                  key={editing?.id ?? platform.platform}
                  form={form}
                  layout="vertical"
                  onFinish={onFinish}
                  initialValues={initial}
                >
                  <Form.Item {...bound('name')}>
                    <Input autoComplete="off" />
                  </Form.Item>
                  {platform.shop_url === 'none' ? null : (
                    <Form.Item {...bound('shop_url')}>
                      <Input autoComplete="off" placeholder="https://" />
                    </Form.Item>
                  )}
                  <Form.Item {...bound('warehouse_id')}>
                    <FormSelect<number>
                      showSearch
                      optionFilterProp="label"
                      loading={warehouses.loading}
                      options={warehouses.options}
                    />
                  </Form.Item>
                  {platform.credential_fields.map(credentialField)}
                  {platform.orders_in ? (
                    <Form.Item {...bound('import_orders')} valuePropName="checked" rules={[]}>
                      <Switch />
                    </Form.Item>
                  ) : null}
                  {platform.tracking_back ? (
                    <Form.Item {...bound('send_tracking')} valuePropName="checked" rules={[]}>
                      <Switch />
                    </Form.Item>
                  ) : null}
                  {platform.stock_out ? (
                    <>
                      <Form.Item {...bound('stock_push')} valuePropName="checked" rules={[]}>
                        <Switch />
                      </Form.Item>
                      <Form.Item {...bound('stock_buffer')} extra={t('plugins.shops.stockBufferHelp')}>
                        <InputNumber min={0} precision={0} style={{ width: 160 }} />
                      </Form.Item>
                    </>
                  ) : null}
                </Form>
              ),
            }
          : undefined
      }
      revealed={
        created && {
          title: t('plugins.shops.createdTitle', { platform: platform?.name ?? '' }),
          body: <ConnectionSecrets created={created} />,
        }
      }
    />
  );
}
