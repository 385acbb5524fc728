import type { Product } from '@portal/contract';
import { Flex, Form } from 'antd';
import { useRef, useState } from 'react';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PRODUCT_LIST_PATH } from '../product-paths';
import { ConsumablesSection } from './consumables-section';
import { CustomsSection } from './customs-section';
import { DescriptionSection } from './description-section';
import { IdentitySection } from './identity-section';
import { PhysicalSection } from './physical-section';
import { ProductFormActions } from './product-form-actions';
import { productFormName } from './product-form-name';
import { emptyFormState, formStateFromProduct, type ProductFormState } from './product-form-values';
import { StockSettingsSection } from './stock-settings-section';
import { type AfterSave, useSaveProduct } from './use-save-product';

/**
 * The SKU form: a new SKU, or `product` to edit. Every field's rule is the contract's
 * (use-product-field). What is typed stays while another tab is shown (the page is kept alive);
 * leaving with unsaved changes asks first.
 */
export function ProductEditor({ product }: { product?: Product }) {
  const [form] = Form.useForm<ProductFormState>();
  const formName = productFormName(product?.id);
  useRelocalizedErrors(form);
  usePageTitle(product ? keyTitle('productForm.titles.edit', { sku: product.sku }) : null);
  const [initial] = useState(() => (product ? formStateFromProduct(product) : emptyFormState()));
  const unsaved = useFormUnsavedChanges(initial);
  const leave = useLeaveTab();
  const edited = product ? { id: product.id, updated_at: product.updated_at } : undefined;
  const { save, saving } = useSaveProduct(form, edited, (after) => {
    unsaved.markSaved();
    if (after === 'list') {
      void leave(PRODUCT_LIST_PATH, { saved: true });
      return;
    }
    form.resetFields();
    form.scrollToField('sku', { block: 'center' });
  });
  // Which button submitted: antd's onFinish does not say.
  const after = useRef<AfterSave>('list');

  return (
    <Form<ProductFormState>
      form={form}
      // Field ids become `<form name>_<field>`: unique beside a kept-alive list's filter form and other SKUs' forms.
      name={formName}
      layout="vertical"
      initialValues={initial}
      onValuesChange={unsaved.onValuesChange}
      onFinish={(values) => save(values, after.current)}
      // Centred: at the top it would hide under the sticky header and tab bar.
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        <IdentitySection editing={product !== undefined} />
        <DescriptionSection />
        <CustomsSection />
        <PhysicalSection formName={formName} />
        <StockSettingsSection />
        <ConsumablesSection />
        <ProductFormActions
          editing={product !== undefined}
          saving={saving}
          onSave={() => {
            after.current = 'list';
          }}
          onSaveAndAdd={() => {
            after.current = 'another';
            form.submit();
          }}
          onBack={() => void leave(PRODUCT_LIST_PATH)}
        />
      </Flex>
    </Form>
  );
}
