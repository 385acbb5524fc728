import { type Packaging, packagingCreateSchema, product } from '@portal/contract';
import { App, Button, Card, Flex, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { BusyButton } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { FormCell, FormGrid } from '../form/form-grid';
import {
  emptyPackagingState,
  type PackagingFormState,
  packagingCreateBodyFrom,
  packagingStateOf,
  packagingUpdateBodyFrom,
} from './packaging-form-values';
import { PACKAGING_LIST_PATH } from './packaging-paths';
import { packagingSaveErrors } from './packaging-save-errors';

/**
 * The packaging form: a new item, or `saved` to edit (its code fixed). Every field's rule is the
 * contract's; the server's refusals (code taken, a default code that is no SKU or package) show under
 * their fields in the user's language.
 */
export function PackagingEditor({ saved }: { saved?: Packaging }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PackagingFormState>();
  useRelocalizedErrors(form);
  usePageTitle(saved ? keyTitle('packaging.titles.edit', { code: saved.code }) : null);
  const [initial] = useState(() => (saved ? packagingStateOf(saved) : emptyPackagingState()));
  const unsaved = useFormUnsavedChanges(initial);
  const leave = useLeaveTab();
  const field = bindForm(packagingCreateSchema, { label: (name) => t(`packaging.fields.${name}`) });
  const add = useOperationMutation(product.addPackaging, { silent: true });
  const update = useOperationMutation(product.updatePackaging, { silent: true });

  const onError = (error: Error) => {
    const shown = packagingSaveErrors(error);
    form.setFields(shown.fields);
    const first = shown.fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    if (shown.toast) void message.error(shown.toast);
  };
  const onSuccess = () => {
    unsaved.markSaved();
    void message.success(t('packaging.actions.saved'));
    void leave(PACKAGING_LIST_PATH, { saved: true });
  };
  const save = (values: PackagingFormState) => {
    if (saved) {
      const body = packagingUpdateBodyFrom(values, { id: saved.id, updated_at: saved.updated_at });
      update.mutate({ body }, { onError, onSuccess });
    } else add.mutate({ body: packagingCreateBodyFrom(values) }, { onError, onSuccess });
  };

  return (
    <Form<PackagingFormState>
      form={form}
      name={saved ? `packaging-form-${saved.id}` : 'packaging-form'}
      layout="vertical"
      initialValues={initial}
      onValuesChange={unsaved.onValuesChange}
      onFinish={save}
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        <Card title={t('packaging.form.sections.identity')}>
          <FormGrid>
            <FormCell>
              <Form.Item {...field('code')} extra={saved ? t('packaging.form.codeLocked') : undefined}>
                <Input disabled={saved !== undefined} autoComplete="off" />
              </Form.Item>
            </FormCell>
            <FormCell>
              <Form.Item {...field('name_cn')}>
                <Input />
              </Form.Item>
            </FormCell>
            <FormCell>
              <Form.Item {...field('name_en')}>
                <Input />
              </Form.Item>
            </FormCell>
            <FormCell>
              <Form.Item {...field('length_cm')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </FormCell>
            <FormCell>
              <Form.Item {...field('width_cm')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </FormCell>
            <FormCell>
              <Form.Item {...field('height_cm')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </FormCell>
            <FormCell>
              <Form.Item {...field('weight_g')}>
                <Input inputMode="numeric" />
              </Form.Item>
            </FormCell>
          </FormGrid>
        </Card>
        <Card title={t('packaging.form.sections.use')}>
          <FormGrid>
            <FormCell>
              <Form.Item {...field('warning_quantity')} extra={t('packaging.form.warningHint')}>
                <Input inputMode="numeric" />
              </Form.Item>
            </FormCell>
            <FormCell wide>
              <Form.Item {...field('default_for')} extra={t('packaging.form.defaultForHint')}>
                <Select mode="tags" open={false} suffixIcon={null} aria-label={t('packaging.fields.default_for')} />
              </Form.Item>
            </FormCell>
          </FormGrid>
        </Card>
        <Card size="small">
          <Space wrap>
            <BusyButton type="primary" htmlType="submit" busy={add.isPending || update.isPending}>
              {t('packaging.actions.save')}
            </BusyButton>
            <Button onClick={() => void leave(PACKAGING_LIST_PATH)}>{t('packaging.actions.back')}</Button>
          </Space>
        </Card>
      </Flex>
    </Form>
  );
}
