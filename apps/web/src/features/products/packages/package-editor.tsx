import { PACKAGE_ASSEMBLIES, type Package, product } from '@portal/contract';
import { App, Button, Card, Flex, Form, Input, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { BusyButton } from '../../../shared/forms/busy-button';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { FormCell, FormGrid } from '../form/form-grid';
import { BarcodeCell, ImageCell } from '../form/identity-cells';
import { type ComponentNames, PackageComponentsField } from './package-components-field';
import {
  emptyPackageState,
  type PackageFormState,
  packageCreateBodyFrom,
  packageStateOf,
  packageUpdateBodyFrom,
} from './package-form-values';
import { PACKAGE_LIST_PATH } from './package-paths';
import { packageSaveErrors } from './package-save-errors';
import { usePackageFields } from './use-package-fields';

/**
 * antd's radio group is a bare div, which may not carry the aria-required its Form.Item gives it
 * (axe: aria-allowed-attr); as a radiogroup it may. antd passes `role` on, its types do not name it.
 */
const RADIOGROUP = { role: 'radiogroup' } as const;

/**
 * The package form: a new package, or `saved` to edit (its code fixed). Every field's rule is the
 * contract's; the server's refusals (code taken, components held by open orders) show under their
 * fields in the user's language.
 */
export function PackageEditor({ saved }: { saved?: Package }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PackageFormState>();
  const formName = saved ? `package-form-${saved.id}` : 'package-form';
  useRelocalizedErrors(form);
  usePageTitle(saved ? keyTitle('packages.titles.edit', { code: saved.code }) : null);
  const [initial] = useState(() => (saved ? packageStateOf(saved) : emptyPackageState()));
  const initialNames: ComponentNames = useMemo(
    () => new Map((saved?.components ?? []).map((component) => [component.sku, component])),
    [saved],
  );
  const unsaved = useFormUnsavedChanges(initial);
  const leave = useLeaveTab();
  const fields = usePackageFields();
  const { field } = fields;
  const add = useOperationMutation(product.addPackage, { silent: true });
  const update = useOperationMutation(product.updatePackage, { silent: true });

  const onError = (error: Error) => {
    const shown = packageSaveErrors(error);
    form.setFields(shown.fields);
    const first = shown.fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    if (shown.toast) void message.error(shown.toast);
  };
  const onSuccess = () => {
    unsaved.markSaved();
    void message.success(t('packages.actions.saved'));
    void leave(PACKAGE_LIST_PATH, { saved: true });
  };
  const save = (values: PackageFormState) => {
    if (saved) {
      const body = packageUpdateBodyFrom(values, { id: saved.id, updated_at: saved.updated_at });
      update.mutate({ body }, { onError, onSuccess });
    } else add.mutate({ body: packageCreateBodyFrom(values) }, { onError, onSuccess });
  };

  return (
    <Form<PackageFormState>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={initial}
      onValuesChange={unsaved.onValuesChange}
      onFinish={save}
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        <Card title={t('packages.form.sections.identity')}>
          <FormGrid>
            <FormCell>
              <Form.Item {...field('code')} extra={saved ? t('packages.form.codeLocked') : undefined}>
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
            <BarcodeCell field={field} />
            <ImageCell field={field} />
          </FormGrid>
        </Card>
        <PackageComponentsField fields={fields} formName={formName} initialNames={initialNames} />
        <Card title={t('packages.form.sections.packing')}>
          <FormGrid>
            <FormCell>
              <Form.Item {...field('assembly')}>
                <Radio.Group {...RADIOGROUP} aria-label={t('packages.fields.assembly')}>
                  <Space direction="vertical">
                    {PACKAGE_ASSEMBLIES.map((value) => (
                      <Radio key={value} value={value}>
                        <Flex vertical>
                          <span>{t(`packages.assembly.${value}`)}</span>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t(`packages.assemblyHint.${value}`)}
                          </Typography.Text>
                        </Flex>
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Form.Item>
            </FormCell>
            <FormCell wide>
              <Form.Item {...field('packing_note')}>
                <Input.TextArea rows={3} showCount />
              </Form.Item>
            </FormCell>
          </FormGrid>
        </Card>
        <Card size="small">
          <Space wrap>
            <BusyButton type="primary" htmlType="submit" busy={add.isPending || update.isPending}>
              {t('packages.actions.save')}
            </BusyButton>
            <Button onClick={() => void leave(PACKAGE_LIST_PATH)}>{t('packages.actions.back')}</Button>
          </Space>
        </Card>
      </Flex>
    </Form>
  );
}
